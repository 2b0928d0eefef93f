// Installs the service worker that keeps the rules readable offline (static/js/sw.js). It must be served from the
// site's root, /sw.js, to look after every page. Without it the site works as before, online only.
(function () {
  "use strict";
  if (!("serviceWorker" in navigator)) return;
  // After the page has loaded, so installing never slows the first page a player opens.
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () { /* no offline copies this time */ });
  });
})();
