// Several devices at one table (py/ludothek/net): the WebRTC data channels between the host
// device and its guests, with no server at all: no ICE server either (devices on one network
// reach each other by their host candidates). The offer and the answer travel as codes the
// devices show each other (a QR code, a text); ICE candidates are gathered in full before a
// code is shown, since nothing carries them later. Loaded only when a table is set up.
//
// The page's Python decides everything; this module only connects and carries text. Each peer
// has an id: the seat it holds (host side) or "host" (guest side). `listen` takes the one
// callback that hears, per peer, "open", "message" (with its text) and "closed".

const peers = new Map(); // id -> { pc: RTCPeerConnection, channel: RTCDataChannel | null }
let hear = () => {};
const GATHER_MS = 4000; // a network with a dead interface may never say "complete"

export function listen(callback) {
  hear = callback;
}

export function available() {
  return typeof RTCPeerConnection === "function";
}

function wire(id, channel, entry) {
  entry.channel = channel;
  channel.onopen = () => peers.get(id) === entry && hear("open", String(id), "");
  channel.onmessage = (event) =>
    peers.get(id) === entry && hear("message", String(id), String(event.data));
  channel.onclose = () => peers.get(id) === entry && hear("closed", String(id), "");
}

function watch(id, entry) {
  entry.pc.onconnectionstatechange = () => {
    const state = entry.pc.connectionState;
    if ((state === "failed" || state === "closed") && peers.get(id) === entry) {
      hear("closed", String(id), state);
    }
  };
}

function gathered(pc) {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") {
        clearTimeout(timer);
        done();
      }
    });
  });
}

function fresh(id) {
  close(id);
  const entry = { pc: new RTCPeerConnection({ iceServers: [] }), channel: null };
  peers.set(id, entry);
  watch(id, entry);
  return entry;
}

// Host: a new connection for the seat `id`; resolves to the offer's SDP, candidates included.
export async function offer(id) {
  id = String(id);
  const entry = fresh(id);
  wire(id, entry.pc.createDataChannel("ludothek", { ordered: true }), entry);
  await entry.pc.setLocalDescription(await entry.pc.createOffer());
  await gathered(entry.pc);
  return entry.pc.localDescription.sdp;
}

// Host: the guest's answer to the offer made for `id`.
export async function accept(id, sdp) {
  id = String(id);
  const entry = peers.get(id);
  if (!entry) throw new Error("no invitation is open for this seat");
  await entry.pc.setRemoteDescription({ type: "answer", sdp });
}

// Guest: answers the host's offer; resolves to the answer's SDP, candidates included.
export async function answer(id, sdp) {
  id = String(id);
  const entry = fresh(id);
  entry.pc.ondatachannel = (event) => wire(id, event.channel, entry);
  await entry.pc.setRemoteDescription({ type: "offer", sdp });
  await entry.pc.setLocalDescription(await entry.pc.createAnswer());
  await gathered(entry.pc);
  return entry.pc.localDescription.sdp;
}

// Sends `text` to the peer `id`; false where its channel is not open (the page says so).
export function send(id, text) {
  const entry = peers.get(String(id));
  if (!entry || !entry.channel || entry.channel.readyState !== "open") return false;
  entry.channel.send(text);
  return true;
}

export function close(id) {
  const entry = peers.get(String(id));
  if (!entry) return;
  peers.delete(String(id));
  if (entry.channel) entry.channel.close();
  entry.pc.close();
}

export function closeAll() {
  for (const id of [...peers.keys()]) close(id);
}
