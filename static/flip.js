// Moves seen (issue 33): every redraw of the table animates what the renderers keyed, once,
// here, for every game. FLIP: the boxes of keyed elements are measured before the patch, and
// after it each one starts where it was and slides (Web Animations API) to where it now is.
//   data-anim="<key>"  the same thing before and after (a card, the crown, a stone, a ship)
//   data-from="<keys>" one that appears comes from the first of these found (the draw pile)
//   data-to="<keys>"   one that leaves flies there as a ghost (discard, a player's area)
//   data-face="<x>"    a change of face with the same key turns it over (a flipped stone)
//   data-place="<key>" a place that is never animated itself, for data-from and data-to
// What arrives (data-from, or from outside the picture it is now drawn in) flies above the page:
// nothing it crosses or lands among covers it, and no picture's edge cuts it (arrive()).
// Only a redraw for another position (data-ply of the screen's first element) moves anything.
// Off with prefers-reduced-motion or the page's setting (<html data-motion="off">). A redraw
// during an animation measures where things are at that moment, stops the animation and
// starts the next from there: a tap is never held up and always ends at the new state.

const MS = 320;
const EASING = "cubic-bezier(0.25, 0.7, 0.3, 1)";
const ID = "ludothek-move"; // the tests find the page's animations by it
const reduced = matchMedia("(prefers-reduced-motion: reduce)");
let running = [];
let ghosts = [];
let lifted = []; // the rules that raise elements above their neighbours for a flight
const raising = (() => { // ... in a sheet of their own, outside the markup (null: no such sheets)
  try {
    const sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  } catch {
    return null;
  }
})();
let pending = 0; // the frame that starts the last redraw's animations

function wanted() {
  return document.documentElement.getAttribute("data-motion") !== "off" && !reduced.matches;
}

// Stop what runs: each element stands where its markup puts it; ghosts go.
function stop() {
  for (const animation of running) animation.cancel();
  for (const ghost of ghosts) ghost.remove();
  if (lifted.length) {
    lifted = [];
    raising.replaceSync("");
  }
  running = [];
  ghosts = [];
}

// A raised element back among its neighbours (arrive()).
function land(rule) {
  if (!lifted.includes(rule)) return;
  lifted = lifted.filter((r) => r !== rule);
  raising.replaceSync(lifted.join("\n"));
}

// The boxes of the keyed elements (as the page shows them now, mid-animation included) and of
// the places, and a ghost of each keyed element that `fresh` (the markup about to be patched
// in) no longer has; null when nothing is to move.
export function before(element, fresh) {
  // Only what holds keyed elements (#app; not the overlay or the alert box drawn after it).
  if (!element.querySelector("[data-anim]") && !fresh.querySelector("[data-anim]")) return null;
  if (!wanted()) {
    cancelAnimationFrame(pending);
    pending = 0;
    stop();
    return null;
  }
  // The same position drawn again (a card chosen or enlarged, a notice, a timer's redraw): no
  // move to show, and a tap on the table answers at once; what still runs runs on, and the
  // last move's animation still starts in its frame (it finds its elements then).
  const ply = element.firstElementChild && element.firstElementChild.getAttribute("data-ply");
  if (ply !== null && ply === (fresh.firstElementChild &&
      fresh.firstElementChild.getAttribute("data-ply"))) return null;
  if (pending) { // another position came before the frame of the last one: that one is not shown
    cancelAnimationFrame(pending);
    pending = 0;
  }
  const kept = new Set([...fresh.querySelectorAll("[data-anim]")].map(keyOfAnim));
  // Another screen (the table covered for the next player, home): nothing travels (start()),
  // so no box is read and no ghost made (a covered Castle Rampage table cost 22 ms of ghosts).
  const olds = element.querySelectorAll("[data-anim]");
  if (![...olds].some((el) => kept.has(keyOfAnim(el))) && !sharesPlace(element, fresh)) {
    stop();
    return null;
  }
  const boxes = new Map();
  for (const el of olds) {
    const was = { el, box: el.getBoundingClientRect(), face: el.getAttribute("data-face"),
      to: el.getAttribute("data-to") };
    if (was.to && !kept.has(keyOfAnim(el))) prepareGhost(was);
    boxes.set(keyOfAnim(el), was);
  }
  stop();
  return { boxes, places: places(element) };
}

function keyOfAnim(el) {
  return el.getAttribute("data-anim");
}

function sharesPlace(element, fresh) {
  const names = new Set([...fresh.querySelectorAll("[data-place]")].map((el) => el.getAttribute("data-place")));
  return [...element.querySelectorAll("[data-place]")].some((el) => names.has(el.getAttribute("data-place")));
}

// What looks a thing has comes from the game's styles through classes the page's scripts and
// tests look elements up by: its ghost has none of them (nor data attributes, ids or roles)
// and carries these as inline styles instead, read while it is still on the page.
const LOOKS = ["fill", "stroke", "stroke-width", "stroke-dasharray", "fill-opacity",
  "stroke-opacity", "opacity", "color", "background", "border", "border-radius", "font-size",
  "font-family", "font-weight", "font-style", "text-anchor", "dominant-baseline", "display",
  "visibility", "paint-order"];

function prepareGhost(was) {
  const el = was.el;
  was.ghost = copy(el);
  was.svg = el instanceof SVGElement && el.ownerSVGElement;
  if (was.svg) {
    was.svgBox = was.svg.getBoundingClientRect();
    was.viewBox = was.svg.getAttribute("viewBox");
  }
}

// A copy of `el` that looks the same (its computed looks inline) and is no element of the page.
function copy(el) {
  const clone = el.cloneNode(true);
  const originals = [el, ...el.querySelectorAll("*")];
  const copies = [clone, ...clone.querySelectorAll("*")];
  originals.forEach((original, i) => {
    const copy = copies[i];
    const style = getComputedStyle(original);
    for (const attr of [...copy.attributes]) {
      if (attr.name.startsWith("data-") || ["class", "id", "tabindex", "role"].includes(attr.name)) {
        copy.removeAttribute(attr.name);
      }
    }
    copy.setAttribute("style", LOOKS.map((name) => `${name}:${style.getPropertyValue(name)}`)
      .join(";"));
  });
  clone.style.transformBox = "fill-box"; // as [data-anim] in app.css: it turns about its centre
  clone.style.transformOrigin = "center";
  return clone;
}

function places(element) {
  const found = new Map();
  for (const el of element.querySelectorAll("[data-place]")) {
    found.set(el.getAttribute("data-place"), el.getBoundingClientRect());
  }
  return found;
}

const NONE = { boxes: new Map(), places: new Map() };

// The box of the first of `names` (space-separated keys or places) found now or before.
function where(names, now, was) {
  for (const name of (names || "").split(" ").filter(Boolean)) {
    const box = now.boxes.get(name) || now.places.get(name) ||
      (was.boxes.get(name) || {}).box || was.places.get(name);
    if (box) return box;
  }
  return null;
}

function animate(el, keyframes, options = {}) {
  const animation = el.animate(keyframes, { duration: MS, easing: EASING, id: ID, ...options });
  running.push(animation);
  animation.finished.then(() => { running = running.filter((a) => a !== animation); }, () => {});
  return animation;
}

// Screen px per user unit of an SVG element (a CSS transform on it is in user units).
function unit(el) {
  const matrix = el instanceof SVGGraphicsElement && el.ownerSVGElement ? el.getScreenCTM() : null;
  return matrix && matrix.a ? Math.hypot(matrix.a, matrix.b) : 1;
}

// The transform that puts `el` (now in `to`) over the box `from`; `k`: screen px per unit of
// the transform (1 for a thing on the page itself, a picture on the ghosts' layer).
function over(el, from, to, k = unit(el)) {
  const dx = (from.left + from.width / 2 - to.left - to.width / 2) / k;
  const dy = (from.top + from.height / 2 - to.top - to.height / 2) / k;
  const sx = to.width ? from.width / to.width : 1;
  const sy = to.height ? from.height / to.height : 1;
  // A pile or a hand far bigger or smaller than the card: keep the card's own size, near.
  const s = (v) => Math.min(Math.max(v, 0.5), 1.6);
  return `translate(${dx}px, ${dy}px) scale(${s(sx)}, ${s(sy)})`;
}

function moved(a, b) {
  return Math.abs(a.left - b.left) + Math.abs(a.top - b.top) > 1 ||
    Math.abs(a.width - b.width) + Math.abs(a.height - b.height) > 1;
}

// A leaving element's ghost (prepareGhost) on a layer outside #app: the page's own markup stays
// the new state's, and the ghost takes no tap.
function ghost(was, to) {
  const { ghost: clone, box, svg, svgBox } = was;
  const layer = ghostLayer();
  if (svg) {
    layer.append(picture(clone, svgBox, was.viewBox));
  } else {
    Object.assign(clone.style, { left: `${box.left}px`, top: `${box.top}px`,
      width: `${box.width}px`, height: `${box.height}px`, margin: "0" });
    layer.append(clone);
  }
  const dx = to.left + to.width / 2 - box.left - box.width / 2;
  const dy = to.top + to.height / 2 - box.top - box.height / 2;
  const scale = Math.min(Math.max(Math.min(to.width / box.width, to.height / box.height), 0.3), 1);
  // What flies is an element of the page's own (the picture, or the HTML copy): its transform
  // and opacity run on the compositor, with no work for the page in the frames of the flight.
  const flier = svg ? clone.ownerSVGElement : clone;
  if (svg) pivot(flier, box, svgBox);
  animate(flier, [{ transform: "none", opacity: 1 },
    { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: 0.2 }],
  { fill: "forwards" }).finished.then(() => gone(clone), () => {});
}

// A picture turns and scales about the thing it carries (`box`, in the picture over `frame`).
function pivot(picture, box, frame) {
  picture.style.transformOrigin = `${box.left + box.width / 2 - frame.left}px ` +
    `${box.top + box.height / 2 - frame.top}px`;
}

// The one layer of this redraw's ghosts, above the whole page (app.css: .anim-ghosts), outside
// #app: the page's own markup stays the new state's, and a ghost takes no tap.
function ghostLayer() {
  if (ghosts.length) return ghosts[0];
  const layer = document.createElement("div");
  layer.className = "anim-ghosts";
  layer.setAttribute("aria-hidden", "true");
  document.body.append(layer);
  ghosts.push(layer);
  return layer;
}

// A ghost at its end leaves, with its picture, and the layer once it is empty.
function gone(clone) {
  const layer = clone.closest(".anim-ghosts");
  (clone.parentNode === layer ? clone : clone.parentNode).remove();
  if (layer && !layer.firstChild) {
    layer.remove();
    ghosts = ghosts.filter((g) => g !== layer);
  }
}

// A picture over `box` with the viewBox of the one `clone` was drawn in: the same user units.
function picture(clone, box, viewBox) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  if (viewBox) svg.setAttribute("viewBox", viewBox);
  Object.assign(svg.style, { left: `${box.left}px`, top: `${box.top}px`,
    width: `${box.width}px`, height: `${box.height}px` });
  svg.append(clone);
  return svg;
}

// A thing that arrives flies above everything on its way (issue 46): over the board it crosses,
// the cards already where it lands, the edge of its picture. Drawn in a picture (SVG paints in
// the order of its markup and cuts at its edge), it flies as a look-alike on the ghosts' layer
// while the thing itself travels unseen beneath; on the page (HTML), it rises above its
// neighbours for the flight.
// Reads what it needs now and returns the writes, run once every box is read: no layout forced
// between one thing's flight and the next's.
function arrive(el, from, box, opacity) {
  const transform = over(el, from, box);
  const frames = [{ transform, opacity }, { transform: "none", opacity: 1 }];
  const svg = el instanceof SVGElement && el.ownerSVGElement;
  if (!svg) {
    // Raised for the flight (z-index, and a position where it has none) by a rule of the
    // page's own style sheet, gone when the flight ends or is cancelled: no trace in the
    // markup, and in the keyframes they would keep the whole flight off the compositor.
    const lift = getComputedStyle(el).position === "static" ? " position: relative !important;" : "";
    const rule = `#app [data-anim="${CSS.escape(keyOfAnim(el))}"] { z-index: 14 !important;${lift} }`;
    if (!raising) { // an older browser: raised by the keyframes, off the compositor
      const keyed = { zIndex: 14, ...(lift ? { position: "relative" } : {}) };
      return () => animate(el, frames.map((frame) => ({ ...frame, ...keyed })));
    }
    return () => {
      lifted.push(rule);
      raising.replaceSync(lifted.join("\n"));
      animate(el, frames).finished.then(() => land(rule), () => {});
    };
  }
  const clone = copy(el);
  const frame = svg.getBoundingClientRect();
  const viewBox = svg.getAttribute("viewBox");
  return () => {
    const flier = picture(clone, frame, viewBox);
    ghostLayer().append(flier);
    pivot(flier, box, frame);
    animate(flier, [{ transform: over(flier, from, box, 1), opacity }, { transform: "none", opacity: 1 }])
      .finished.then(() => gone(clone), () => {});
    animate(el, [{ transform, opacity: 0 }, { transform: "none", opacity: 0 }]);
  };
}

// Arrives from outside the picture it is drawn in (a card from the hand into the city).
function fromOutside(el, old) {
  const svg = el instanceof SVGElement && el.ownerSVGElement;
  if (!svg) return false;
  const frame = svg.getBoundingClientRect();
  const x = old.left + old.width / 2;
  const y = old.top + old.height / 2;
  return x < frame.left || x > frame.right || y < frame.top || y > frame.bottom;
}

// After the patch: each keyed element slides from its old box (or its origin's) to its own,
// and each one that left flies to its target as a ghost.
export function play(element, was) {
  if (!was || !was.boxes.size) return;
  // In the next frame, before it is painted: the new boxes are read in the one layout that
  // frame needs anyway, after the rest of the redraw (<html>'s attributes, the overlay), not
  // in a layout of its own inside the tap's handler.
  pending = requestAnimationFrame(() => {
    pending = 0;
    if (element.isConnected) start(element, was);
  });
}

function start(element, was) {
  const els = new Map();
  for (const el of element.querySelectorAll("[data-anim]")) els.set(el.getAttribute("data-anim"), el);
  // Another screen (home to a table, another game): nothing is the same, nothing travels.
  const now = { boxes: new Map(), places: places(element) };
  if (![...els.keys()].some((key) => was.boxes.has(key)) &&
      ![...now.places.keys()].some((name) => was.places.has(name))) return;
  for (const [key, el] of els) now.boxes.set(key, el.getBoundingClientRect());
  const arrivals = [];
  for (const [key, el] of els) {
    const old = was.boxes.get(key);
    const box = now.boxes.get(key);
    if (old) {
      if (moved(old.box, box) && fromOutside(el, old.box)) {
        arrivals.push(arrive(el, old.box, box, 1));
      } else if (moved(old.box, box)) {
        animate(el, [{ transform: over(el, old.box, box) }, { transform: "none" }]);
      } else if (old.face !== el.getAttribute("data-face")) {
        animate(el, [{ transform: "scaleX(0)" }, { transform: "none" }]);
      }
      continue;
    }
    // Where it was before the move first (the crown's old square), else where that is now.
    const from = el.getAttribute("data-from");
    const origin = where(from, NONE, was) || where(from, now, NONE);
    if (origin) arrivals.push(arrive(el, origin, box, 0.4));
  }
  for (const fly of arrivals) fly();
  for (const [key, old] of was.boxes) {
    if (els.has(key) || !old.ghost) continue;
    const to = where(old.to, now, was);
    if (to) ghost(old, to);
  }
}
