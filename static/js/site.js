// Small enhancements only; every page works without JavaScript.
(function () {
  "use strict";
  document.documentElement.classList.add("js");  // what is there only for pages without JavaScript hides

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

  // --- A battle that changed: swap only the regions that changed, keep what the player is doing ---------
  // One-time keys and CSRF tokens differ on every render; they do not make a region "changed".
  function normalised(html) {
    return html.replace(/(name="(?:key|csrfmiddlewaretoken)"\s+value=")[^"]*"/g, '$1"');
  }

  // Where an element sits, in words that survive a re-render: its id, or its form's action, name and order.
  function identity(el, root) {
    if (el.id) return "#" + el.id;
    var form = el.closest("form");
    var where = form ? form.getAttribute("action") + "|" + (form.querySelector("input[name=step],input[name=unit]") || {}).value : "";
    function label(of) {
      return of.tagName === "DETAILS" ? (of.querySelector("summary") || of).textContent.trim() : of.getAttribute("name");
    }
    // Counted among its namesakes only: a panel that appears or vanishes above it does not change who it is.
    var same = Array.prototype.filter.call(root.querySelectorAll(el.tagName), function (other) {
      return label(other) === label(el) && (other.closest("form") || {}).action === (form || {}).action;
    });
    return el.tagName + "|" + where + "|" + label(el) + "|" + same.indexOf(el);
  }

  function typed(el) {
    if (el.type === "hidden" || el.type === "submit") return false;
    if (el.type === "checkbox" || el.type === "radio") return el.checked !== el.defaultChecked;
    if (el.tagName === "SELECT") return Array.prototype.some.call(el.options, function (o) { return o.selected !== o.defaultSelected; });
    return el.value !== el.defaultValue;
  }

  function keep(region) {
    var kept = { open: {}, values: {}, focus: null };
    region.querySelectorAll("details").forEach(function (d) { kept.open[identity(d, region)] = d.open; });
    region.querySelectorAll("input, select, textarea").forEach(function (el) {
      if (typed(el)) kept.values[identity(el, region)] = el.type === "checkbox" || el.type === "radio" ? el.checked : el.value;
    });
    var active = document.activeElement;
    if (active && region.contains(active) && active !== document.body) {
      kept.focus = { id: identity(active, region), start: active.selectionStart, end: active.selectionEnd };
    }
    return kept;
  }

  function restore(region, kept) {
    region.querySelectorAll("details").forEach(function (d) {
      var was = kept.open[identity(d, region)];
      if (was !== undefined) d.open = was;
    });
    region.querySelectorAll("input, select, textarea").forEach(function (el) {
      var id = identity(el, region);
      if (!(id in kept.values)) return;
      if (el.type === "checkbox" || el.type === "radio") el.checked = kept.values[id]; else el.value = kept.values[id];
    });
    if (kept.focus) {
      var again = Array.prototype.find.call(region.querySelectorAll("input, select, textarea, button, a, summary"), function (el) {
        return identity(el, region) === kept.focus.id;
      });
      if (again) {
        again.focus({ preventScroll: true });
        try { if (kept.focus.start !== null) again.setSelectionRange(kept.focus.start, kept.focus.end); } catch (e) { /* not a text box */ }
      }
    }
  }

  // A panel's content fetched when it opens (battles/pages/parts.py) is not part of what the server sends
  // with its region: compare and swap regions without it.
  function comparable(region) {
    var copy = region.cloneNode(true);
    copy.querySelectorAll(".lazy[data-lazy]").forEach(function (box) { box.innerHTML = ""; box.removeAttribute("data-loaded"); });
    return normalised(copy.innerHTML);
  }

  function swapRegions(doc) {
    var changed = 0;
    doc.querySelectorAll("[data-region]").forEach(function (fresh) {
      var old = document.querySelector('[data-region="' + fresh.getAttribute("data-region") + '"]');
      if (!old || comparable(old) === comparable(fresh)) return;
      var kept = keep(old);
      var loaded = {};  // a form opened on demand keeps its very elements, and so what was typed in it
      old.querySelectorAll(".lazy[data-loaded]:not([data-fresh])").forEach(function (box) {
        loaded[box.getAttribute("data-lazy")] = box;
      });
      var y = window.scrollY;
      old.innerHTML = fresh.innerHTML;
      old.querySelectorAll(".lazy[data-lazy]").forEach(function (box) {
        var was = loaded[box.getAttribute("data-lazy")];
        if (was) box.replaceWith(was);
      });
      restore(old, kept);
      if (window.htmx) window.htmx.process(old);
      fillClientSeeds(old);
      if (Math.abs(window.scrollY - y) > 1 && !old.contains(document.activeElement)) window.scrollTo(0, y);
      changed += 1;
    });
    return changed;
  }

  // --- Panels opened on demand -------------------------------------------------------------------------
  function loadPanel(details) {
    var box = details.querySelector(".lazy[data-lazy]");
    if (!box || box.hasAttribute("data-loaded") || box.hasAttribute("data-loading")) return;
    box.setAttribute("data-loading", "");
    fetch(box.getAttribute("data-lazy"), { credentials: "same-origin", headers: { "X-Part": "1" } })
      .then(function (response) { return response.text().then(function (html) { return [response.ok, html]; }); })
      .then(function (got) {
        if (!got[0]) return;  // the link to the page stays: it shows why
        box.innerHTML = got[1];
        box.setAttribute("data-loaded", "");
        if (window.htmx) window.htmx.process(box);
        fillClientSeeds(box);
      })
      .catch(function () { /* the link stays; a tap opens it as a page */ })
      .finally(function () { box.removeAttribute("data-loading"); });
  }

  // A number the app filled in (a distance, an attack value) is replaced by what the player types, not added to:
  // tapping a box showing 45 and typing 30 made 4530 (a play-test). The whole value is selected as it gets focus.
  document.addEventListener("focusin", function (event) {
    var box = event.target;
    if (box.matches && box.matches('input[inputmode="decimal"], input[inputmode="numeric"], input[type="number"]') && box.value) {
      window.setTimeout(function () { if (document.activeElement === box) box.select(); }, 0);
    }
  });

  document.addEventListener("toggle", function (event) {
    if (event.target.tagName === "DETAILS" && event.target.open) loadPanel(event.target);
  }, true);  // toggle does not bubble: caught on the way down

  // After a change, a panel that shows the battle (the forces) is fetched again if open, else when next opened.
  function refreshPanels() {
    document.querySelectorAll(".lazy[data-fresh][data-loaded]").forEach(function (box) {
      box.removeAttribute("data-loaded");
      var details = box.closest("details");
      if (details && details.open) loadPanel(details);
    });
  }

  var notice;
  function tell(text) {
    if (!text) return;
    if (!notice) {
      notice = document.createElement("div");
      notice.className = "news";
      notice.setAttribute("role", "status");
      notice.setAttribute("data-testid", "news");
      document.body.appendChild(notice);
      // It sits over the top of the screen (the turn's heading and counters; at the foot it sat on the picker's
      // buttons): the player's first touch, scroll or key puts it away (a tap on it too), rather than five seconds.
      var away = function () { if (!notice.hidden) notice.hidden = true; };
      ["pointerdown", "wheel", "keydown"].forEach(function (kind) {
        document.addEventListener(kind, away, { capture: true, passive: true });
      });
    }
    notice.textContent = text;
    notice.hidden = false;
    clearTimeout(notice.timer);
    notice.timer = setTimeout(function () { notice.hidden = true; }, 5000);
  }

  // A changed battle's regions, from a poll or a move's answer: those that differ swapped in, open panels fetched
  // again; what happened told.
  // A setup step that changed shows from its top: the step before was often longer, and the page kept its scroll
  // at the foot, the next step's button ("Draw my card") above the screen (a play-test, after its own tap and the
  // other phone's).
  function applyAnswer(html) {
    var doc = new DOMParser().parseFromString(html, "text/html"), step = setupStep();
    swapRegions(doc);
    refreshPanels();
    var setup = document.getElementById("setup");
    if (setup && setupStep() !== step && setup.getBoundingClientRect().top < 0) setup.scrollIntoView({ block: "start" });
    return doc;
  }
  function setupStep() {
    var shown = document.querySelector("#setup [aria-current=step]");
    return shown ? shown.getAttribute("href") : "";
  }
  function tellNews(doc) {
    var news = doc.querySelector("template[data-news]");
    if (news) tell(news.content.textContent);
  }

  // --- Anything new? --------------------------------------------------------------------------------------
  // Where the server streams (battles/stream.py behind the proxy) the stream says when the battle changed, and
  // a poll every 30 s is only a safety net; elsewhere (a 204 or an error on the stream) the page asks once a
  // second (data-poll-every: settings.LIVE_POLL_MS) whether the version moved (data-version), and the answer
  // is nearly always an empty 204. A change answers with the regions (or, in the lobby, the seats; on the board,
  // its page): those that differ are swapped in. A new phase reloads the page.
  var polling = false, again = false, lastPoll = Date.now(), stream = null, streaming = false, streamTried = false;
  // A request that hangs (a phone between networks, a request lost on the way) must not stop the page: a poll
  // is given up after POLL_LIMIT ms, body included, and the next tick asks again; a move after MOVE_LIMIT ms (an
  // AbortError), and the page takes taps again.
  var POLL_LIMIT = 10000, MOVE_LIMIT = 15000;
  function limited(url, options, limit) {
    if (!window.AbortController) return fetch(url, options);
    var abort = new AbortController();
    setTimeout(function () { abort.abort(); }, limit);  // aborting an answered fetch does nothing
    return fetch(url, Object.assign({ credentials: "same-origin", signal: abort.signal }, options));
  }
  function ask(url) { return limited(url, {}, POLL_LIMIT); }
  function liveBox() { return document.getElementById("live"); }
  function shows(name) {  // what the live box's poll address says the page shows: its version, phase and view
    var found = new RegExp("[?&]" + name + "=([0-9a-z]+)").exec((liveBox() && liveBox().getAttribute("data-poll")) || "");
    return found ? found[1] : "";
  }
  function version() { return shows("v") ? Number(shows("v")) : -1; }
  // A page on its way to another (a link or a button tapped, an address typed) must not reload itself meanwhile:
  // while the next page was slow to come, a poll that found a change reloaded this one, and the browser dropped
  // the player's navigation for the reload. A page still here after LEAVE_GRACE ms (a download, a navigation the
  // browser gave up) polls again.
  var leftAt = -Infinity, LEAVE_GRACE = 10000;
  window.addEventListener("beforeunload", function () { leftAt = Date.now(); });
  window.addEventListener("pageshow", function (event) {  // back from the next page (the browser kept this one)
    leftAt = -Infinity;
    if (event.persisted) poll(true);
  });
  function leaving() { return Date.now() - leftAt < LEAVE_GRACE; }
  // A new phase is another page: shown again from its top, where the browser would keep the old one's scroll (both
  // phones sat at the setup's foot with Roll initiative above the screen).
  function newPhase() { window.scrollTo(0, 0); window.location.reload(); }
  function poll(force) {
    var live = liveBox();
    if (!live || !live.getAttribute("data-poll") || leaving()) return;
    if (polling) { again = again || force === true; return; }
    if (force !== true && (document.hidden || (streaming && Date.now() - lastPoll < 30000))) return;
    var url = live.getAttribute("data-poll");
    var step = new URLSearchParams(window.location.search).get("step");
    if (step) url += "&step=" + encodeURIComponent(step);
    if (document.body.classList.contains("board-screen")) url += "&board=1";
    polling = true;
    lastPoll = Date.now();
    // "Anything new?" first (a 204, nearly always; answered by the stream server where one runs), then the
    // regions only when the battle moved. A stream's event or the page shown again asks for them at once.
    // An answer to a version the page has left meanwhile (its own move's answer came first) is not swapped in:
    // the page asks again from where it is.
    var shown = version(), asked = live.getAttribute("data-version");
    var moved = force === true || !asked ? Promise.resolve(true) : ask(asked)
      .then(function (response) {
        setOffline(false);
        if (response.status !== 200) return response.status !== 204;
        return response.text().then(function (now) { return Number(now) > version(); });
      });
    moved
      .then(function (changed) {
        if (!changed) return;
        return ask(url).then(function (response) {
          setOffline(false);
          if (version() !== shown) { again = true; return; }
          if (response.headers.get("HX-Refresh")) { if (!leaving()) newPhase(); return; }
          if (response.status !== 200) return;
          return response.text().then(function (html) { tellNews(applyAnswer(html)); });
        });
      })
      .catch(function () { setOffline(true); })
      .finally(function () {
        polling = false;
        if (again) { again = false; poll(true); }
      });
  }
  function listen() {
    var live = liveBox(), url = live && live.getAttribute("data-events");
    if (!url || !window.EventSource || stream || streamTried) return;
    streamTried = true;  // a page that was told "no stream here" (204) or never got one polls from then on
    stream = new EventSource(url + "?v=" + version());
    stream.onopen = function () { streaming = true; setOffline(false); };
    stream.addEventListener("battle-changed", function (event) {
      var said = Number(event.data);
      if (said === version()) return;
      // This phone's own move is on its way: its answer brings that version's regions, so the event waits for it
      // (asking meanwhile fetched the same regions a second time, once a change at every table).
      if (sending) { heard = Math.max(heard, said); return; }
      poll(true);
    });
    stream.onerror = function () {
      streaming = false;  // polling takes over at once; the browser opens the stream again by itself
      if (stream.readyState === EventSource.CLOSED) {  // refused for good (204, 503): polling only
        stream.close();
        stream = null;
      }
    };
  }
  // --- A move answered in place -----------------------------------------------------------------------------
  // The table's small forms are sent in the background: a turn's step (a tap on a unit, an action, done, end, the
  // picker's "each unit" choice),
  // taking back one's last entry, the objective's claim and answer, a follow-on roll's skip and a bodyguard's
  // answer, the setup's steps (force morale, deployment, placing, flanks, squad leaders, ambush), orders, duties,
  // stances and markers, drawing cards and the field medic, and the app's enemy's steps in solo play. The server
  // answers with the regions that changed and what happened (battles/views/common.py, moved), swapped in as a
  // poll's would be, or with where to go (a roll's page, a new phase). Without JavaScript the forms post as ever.
  var MOVES = new RegExp("/battles/[^/]+/(turn/(start|initiative|activate|quick|act|done|end|after-shot)|void|objective" +
    "|chain/(bodyguard|skip)|setup/(force-morale|deployment|first|placement|flank|place|squad-leader|ambush)" +
    "|turn-command/(duties|orders|unit|stance)|markers/(smoke|fire)|cards/(draw|medic)" +
    "|solo/(place|next|decide|marks|moved|hold|overrule))/$");
  var sending = false, heard = -1;  // heard: the newest version a stream said while a move was on its way
  function showRefusal(form, text, near) {
    document.querySelectorAll(".banner[data-moved]").forEach(function (old) { old.remove(); });
    var banner = document.createElement("p");
    banner.className = "error banner";
    banner.setAttribute("role", "alert");
    banner.setAttribute("data-testid", "refusal");
    banner.setAttribute("data-from", form.getAttribute("action"));
    banner.setAttribute("data-moved", "");
    banner.textContent = text;
    // Above the form, or above the whole row of a picker's unit (its small forms sit side by side in it).
    var place = document.body.contains(form) ? form.closest(".pick-row") || form : document.getElementById(near);
    if (!place) return;
    if (place === form || place.classList.contains("pick-row")) place.before(banner); else place.prepend(banner);
    banner.scrollIntoView({ block: "center" });
  }
  function goTo(to) {  // where a move's answer sends the page; the same page at another anchor is loaded again
    var target = new URL(to, window.location.href), here = window.location;
    if (target.pathname + target.search !== here.pathname + here.search) { here.assign(target.href); return; }
    history.replaceState(history.state, "", target.href);  // a change of anchor alone would only scroll
    newPhase();  // from the top, or its anchor where the page has it
  }
  function post(form, submitter) {  // the form as it would have posted without this script: the page answers
    if (submitter && submitter.name) {
      var chosen = document.createElement("input");
      chosen.type = "hidden";
      chosen.name = submitter.name;
      chosen.value = submitter.value;
      form.appendChild(chosen);
    }
    HTMLFormElement.prototype.submit.call(form);
  }
  document.addEventListener("submit", function (event) {
    var form = event.target, action = form.getAttribute("action") || "";
    if (event.defaultPrevented || form.method.toLowerCase() !== "post" || !MOVES.test(action) || !window.fetch || version() < 0) return;
    event.preventDefault();
    if (sending) return;  // a double tap is one move
    sending = true;
    document.body.setAttribute("aria-busy", "true");  // until the answer is on the screen
    var data = new FormData(form);
    if (event.submitter && event.submitter.name) data.append(event.submitter.name, event.submitter.value);
    // A move given up (no answer after MOVE_LIMIT ms) may be tapped again: the form sends the same one-time key,
    // which the server answers with the first answer if the first tap did arrive. The view: battles/regions.py.
    limited(action, {
      method: "POST", body: data, headers: { "X-Regions": version() + " " + shows("phase") + " " + shows("view") },
    }, MOVE_LIMIT)
      .then(function (response) {
        setOffline(false);
        var to = response.headers.get("X-Go");
        if (to) { goTo(to); return "away"; }
        if (response.headers.get("HX-Refresh")) { newPhase(); return "away"; }
        if (!response.headers.get("X-Regions-Answer")) { post(form, event.submitter); return "away"; }
        return response.text().then(function (html) {
          document.querySelectorAll(".banner[data-moved], .banner[data-from]").forEach(function (old) { old.remove(); });
          var doc = applyAnswer(html);
          var refusal = doc.querySelector("template[data-refusal]");
          if (refusal) { showRefusal(form, refusal.content.textContent, refusal.getAttribute("data-near")); return; }
          tellNews(doc);
          // A fold whose tap is done closes (taking back an entry, the referee's): left open over the next turn's
          // or entry's same button, a second tap would end that turn or take back that entry too.
          document.querySelectorAll("details[data-closes][open]").forEach(function (d) { d.open = false; });
          // The answer shows the setup's current step, as the redirect without the script did: a step tab the
          // address still named would make the next poll ask for a view the page no longer shows.
          if (new URLSearchParams(window.location.search).has("step")) {
            var here = new URL(window.location.href);
            here.searchParams.delete("step");
            history.replaceState(history.state, "", here.pathname + here.search + here.hash);
          }
          var turn = document.getElementById("turn");
          if (turn && turn.getBoundingClientRect().top < 0) turn.scrollIntoView({ block: "start" });
          // The one tap the answer asks for next (the app's proposal carried out) in view, if it fell below the screen.
          var next = document.querySelector("[data-next]");
          if (next && next.getBoundingClientRect().bottom > window.innerHeight) next.scrollIntoView({ block: "nearest" });
        });
      })
      .catch(function (error) {
        setOffline(true);
        var lost = document.getElementById("tap-lost");
        if (error && error.name === "AbortError" && lost) showRefusal(form, lost.content.textContent.trim());
      })
      .then(function (away) {
        sending = false;
        if (away !== "away") document.body.removeAttribute("aria-busy");
        var later = heard > version();  // a change after this move's (another phone's), or a move refused
        heard = -1;
        if (later && away !== "away") poll(true);
      });
  });

  var every = Number(liveBox() && liveBox().getAttribute("data-poll-every")) || 1000;
  setInterval(poll, every);
  listen();
  document.addEventListener("visibilitychange", function () { if (!document.hidden) poll(true); });

  // A refusal after a post, in view beside the form that was sent, or atop its card if the form is gone.
  function placeRefusal() {
    var banner = document.querySelector(".banner[data-from]");
    if (!banner) { showFormError(); return; }
    var forms = Array.prototype.filter.call(document.forms, function (f) {
      return (f.getAttribute("action") || location.pathname) === banner.getAttribute("data-from");
    });
    var posted = banner.getAttribute("data-posted");  // of a form a unit (every upgrade posts to one address)
    if (posted) {
      var own = forms.filter(function (f) {
        return Array.prototype.some.call(f.querySelectorAll("input[name=ref],input[name=unit],input[name=step]"), function (i) { return i.value === posted; });
      });
      if (own.length) forms = own;
    }
    var form = forms.find(function (f) { return f.offsetParent; }) || forms[0];
    var near = document.getElementById(banner.getAttribute("data-near") || "-");
    if (form) {
      if (form.closest("details")) form.closest("details").open = true;
      form.before(banner);
    } else if (near) near.prepend(banner);
    banner.scrollIntoView({ block: "center" });
  }

  // A form sent back with what was wrong in it (a page of its own after the post): its first error in view, where
  // the player's thumb goes next; the page itself opens at its top, far above a form low on a long page.
  function showFormError() {
    var error = document.querySelector("form .has-error, form .error[role=alert]");
    if (!error) return;
    if (error.closest("details")) error.closest("details").open = true;
    var box = error.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) error.scrollIntoView({ block: "center" });
  }

  document.addEventListener("DOMContentLoaded", function () { fillClientSeeds(document); placeRefusal(); });
  document.addEventListener("htmx:load", function (event) { fillClientSeeds(event.detail.elt); });
  document.addEventListener("htmx:sendError", function () { setOffline(true); });
  // The dice room: the phone that rolled sees its roll, not the form it tapped (the roll lands below it).
  document.addEventListener("htmx:afterSettle", function (event) {
    var from = event.detail.requestConfig && event.detail.requestConfig.elt;
    var latest = from && from.id === "roll-form" && document.querySelector("#live .roll.latest");
    if (!latest) return;
    var box = latest.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) latest.scrollIntoView({ block: "nearest" });
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    if (event.detail.successful || (event.detail.xhr && event.detail.xhr.status)) setOffline(false);
  });
})();
