// Small enhancements only; every page works without JavaScript.
(function () {
  "use strict";

  // A client seed from this device's own random source, so the server cannot choose it.
  function fillClientSeeds(root) {
    root.querySelectorAll("input[data-client-seed]").forEach(function (input) {
      if (input.value) return;
      var bytes = new Uint8Array(16);
      window.crypto.getRandomValues(bytes);
      input.value = Array.from(bytes, function (b) { return b.toString(16).padStart(2, "0"); }).join("");
    });
  }

  // Tell the player when live updates stop arriving (bad Wi-Fi at the table), and when they return.
  function setOffline(offline) {
    var banner = document.getElementById("offline");
    if (banner) banner.hidden = !offline;
  }

  document.addEventListener("DOMContentLoaded", function () { fillClientSeeds(document); });
  document.addEventListener("htmx:load", function (event) { fillClientSeeds(event.detail.elt); });
  document.addEventListener("htmx:sendError", function () { setOffline(true); });
  document.addEventListener("htmx:afterRequest", function (event) {
    if (event.detail.successful || (event.detail.xhr && event.detail.xhr.status)) setOffline(false);
  });
})();
