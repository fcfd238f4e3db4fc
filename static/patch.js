// Redraw by patching: Python hands over the whole screen as markup, and only the nodes that
// differ are changed in the page. A tap then costs the browser the style and layout of what
// changed (a card, a square, one new log line) instead of the whole screen, and scroll
// positions, focus and running animations of unchanged parts stay as they are.
// `?redraw=full` switches it off (bench/click.py compares both in one run).

import { before, play } from "./flip.js";

const FULL = new URLSearchParams(location.search).get("redraw") === "full";

// An element's identity among its siblings: data-key (the log, a saved game), or data-anim (a
// card, a stone: static/flip.js animates it), so that one is never patched into another.
function keyOf(node) {
  if (node.nodeType !== 1) return null;
  const key = node.getAttribute("data-key");
  if (key) return `k:${key}`;
  const anim = node.getAttribute("data-anim");
  return anim ? `a:${anim}` : null;
}

function sameKind(a, b) {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName &&
    (a.nodeType !== 1 || a.getAttribute("data-n") === b.getAttribute("data-n"));
}

// What a person set in the page stays unless the markup changes it: a name typed into a field,
// a ticked box, a <details> opened (a redraw for a dialog or another tab's save would close the
// new-game form being filled in). A field whose markup changes shows the new markup.
function patchAttributes(old, fresh) {
  const wasChecked = old.hasAttribute("checked");
  const wasValue = old.getAttribute("value");
  for (const attr of fresh.attributes) {
    if (old.getAttributeNS(attr.namespaceURI, attr.localName) !== attr.value) {
      old.setAttributeNS(attr.namespaceURI, attr.name, attr.value);
    }
  }
  for (const attr of [...old.attributes]) {
    if (!fresh.hasAttributeNS(attr.namespaceURI, attr.localName) &&
        !(old.nodeName === "DETAILS" && attr.localName === "open")) {
      old.removeAttributeNS(attr.namespaceURI, attr.localName);
    }
  }
  if (old.nodeName === "INPUT" || old.nodeName === "SELECT" || old.nodeName === "TEXTAREA") {
    const checked = fresh.hasAttribute("checked");
    const value = fresh.getAttribute("value");
    if (old.type === "checkbox" || old.type === "radio") {
      if (checked !== wasChecked) old.checked = checked;
    } else if (old.nodeName === "INPUT" && old.type !== "file" && value !== null &&
               value !== wasValue && old !== document.activeElement) {
      old.value = value;
    }
  }
}

let lost = false; // a data-keep element found no twin: its kept children are not on the page

function patchNode(old, fresh) {
  if (old.nodeType !== 1) {
    if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    return;
  }
  // Nothing differs below (most of a table after a tap): compared natively, not node by node.
  if (old.isEqualNode(fresh)) return;
  patchAttributes(old, fresh);
  // data-keep: Python kept this element's children as drawn (the log: it appends new lines).
  if (!fresh.hasAttribute("data-keep")) patchChildren(old, fresh);
}

// The old sibling, from `old` on, with the same data-key as `fresh` (elements that other
// elements may come and go before, such as the log below the replay controls).
function keyedTwin(old, fresh) {
  const key = keyOf(fresh);
  if (!key) return null;
  for (let node = old; node; node = node.nextSibling) {
    if (keyOf(node) === key && node.nodeName === fresh.nodeName) return node;
  }
  return null;
}

function patchChildren(parent, freshParent) {
  let old = parent.firstChild;
  let fresh = freshParent.firstChild;
  let freshKeys = null; // the keys among the new children, looked up once a keyed one is left
  while (fresh) {
    const nextFresh = fresh.nextSibling;
    const twin = old && keyedTwin(old, fresh);
    if (twin) {
      if (twin !== old) parent.insertBefore(twin, old);
      patchNode(twin, fresh);
      old = twin.nextSibling;
    } else if (fresh.nodeType === 1 && fresh.hasAttribute("data-keep")) {
      lost = true;
      parent.insertBefore(fresh, old);
    } else if (!old) {
      parent.appendChild(fresh);
    } else if (sameKind(old, fresh) && !keyOf(old)) {
      patchNode(old, fresh);
      old = old.nextSibling;
    } else if (keyOf(old)) {
      freshKeys = freshKeys || new Set([...freshParent.childNodes].map(keyOf));
      if (!freshKeys.has(keyOf(old))) { // gone: the nodes after it are patched as before
        const nextOld = old.nextSibling;
        parent.removeChild(old);
        old = nextOld;
        continue;
      }
      parent.insertBefore(fresh, old); // a keyed element waits for its twin further on
    } else {
      const nextOld = old.nextSibling;
      parent.replaceChild(fresh, old);
      old = nextOld;
    }
    fresh = nextFresh;
  }
  while (old) {
    const nextOld = old.nextSibling;
    parent.removeChild(old);
    old = nextOld;
  }
}

// Put `markup` into `element`: patched, or replaced whole on the first draw and with ?redraw=full.
// Returns false when an element marked data-keep had no twin on the page (the caller then
// draws again with its children).
export function patch(element, markup) {
  const template = document.createElement("template");
  template.innerHTML = markup;
  if (!element.firstChild) {
    if (template.content.querySelector("[data-keep]")) return false;
    element.replaceChildren(template.content);
    return true;
  }
  const boxes = before(element, template.content);
  if (FULL) {
    if (template.content.querySelector("[data-keep]")) return false;
    element.replaceChildren(template.content);
  } else {
    lost = false;
    patchChildren(element, template.content);
  }
  play(element, boxes);
  return FULL || !lost;
}

// Keep a scrolling list at its newest line, in the next frame: reading its height now would
// make the browser lay out the page inside the tap's handler.
export function scrollToEnd(selector) {
  requestAnimationFrame(() => {
    const element = document.querySelector(selector);
    if (element) element.scrollTop = element.scrollHeight;
  });
}

globalThis.ludothekPatch = patch;
globalThis.ludothekScrollToEnd = scrollToEnd;
