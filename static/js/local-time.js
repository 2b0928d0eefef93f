// Times the server writes in UTC (<time datetime="...Z" data-local-time>14:03:22 UTC</time>), shown in the reader's
// own time zone and the page's language; the UTC stays in the tooltip. Without JavaScript the UTC text stays.
(function () {
  "use strict";
  var format;
  try {
    format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
  } catch (e) {
    return;  // no Intl or an unknown language: the UTC text stays
  }

  function localise(root) {
    if (!root.querySelectorAll) return;
    root.querySelectorAll("time[data-local-time]").forEach(function (time) {
      var at = new Date(time.getAttribute("datetime"));
      if (isNaN(at.getTime())) return;
      if (!time.title) time.title = time.textContent;  // the UTC the log keeps
      time.textContent = format.format(at);
    });
  }

  // The dice room's rolls arrive in fragments htmx swaps in (htmx:load is fired for each, and for the page itself).
  document.addEventListener("htmx:load", function (event) { localise(event.target); });
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { localise(document); });
  } else {
    localise(document);
  }
})();
