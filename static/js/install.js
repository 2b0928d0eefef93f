// The installable app: the service worker that keeps the rules readable offline (static/js/sw.js), and our own small
// "Install the app" bar when the browser offers to install the site. Without either the site works as before.
(function () {
  "use strict";
  var DISMISSED = "bof-install-dismissed";  // this phone said "Not now": the bar does not come back on it

  if ("serviceWorker" in navigator) {
    // It must be served from the site's root, /sw.js, to look after every page. After the page has loaded, so
    // installing never slows the first page a player opens.
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () { /* no offline copies this time */ });
    });
  }

  function remembered() {
    try { return window.localStorage.getItem(DISMISSED) === "1"; } catch (e) { return false; }
  }

  function remember() {
    try { window.localStorage.setItem(DISMISSED, "1"); } catch (e) { /* storage off: it may be offered again */ }
  }

  // Chrome and Edge fire beforeinstallprompt when the site may be installed; Safari and Firefox never do, and then
  // the bar (hidden in base.html) stays hidden. The event is kept, and its prompt() is called by a tap of ours.
  var offer = null;

  function bar() { return document.getElementById("install-offer"); }

  function hide() {
    var shown = bar();
    if (shown) shown.hidden = true;
    offer = null;
  }

  window.addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();  // our bar instead of the browser's own infobar
    if (remembered() || !bar()) return;
    offer = event;
    bar().hidden = false;
  });

  window.addEventListener("appinstalled", hide);

  document.addEventListener("click", function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest("[data-install]") && offer) {
      var asked = offer;
      hide();  // an event's prompt() may be called once
      Promise.resolve(asked.prompt()).catch(function () { /* the browser declined to ask */ });
    } else if (target.closest("[data-install-dismiss]")) {
      remember();
      hide();
    }
  });
})();
