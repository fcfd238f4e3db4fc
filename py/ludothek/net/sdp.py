"""A WebRTC description (SDP) of one data channel, cut down to what the other device needs and
built again from that: the ICE user name and password, the DTLS fingerprint and role, the
candidates and the SCTP port. The rest of the 600-800 characters a browser writes is the same
for every data channel. A shorter code is a coarser QR code, which a camera reads from further
away. A description of any other shape (audio, two sections, an unknown line that matters)
is not cut: `reduce` returns None and the code carries it whole."""

from __future__ import annotations

import base64
import binascii
import re
from typing import Any

# Lines every data channel description has, rebuilt as they were (what `reduce` checks).
FIXED = ("v=0", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=extmap-allow-mixed",
         "a=msid-semantic: WMS", "a=msid-semantic:WMS",
         "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
         "a=ice-options:trickle", "a=mid:0", "a=end-of-candidates")
FINGERPRINT = re.compile(r"a=fingerprint:sha-256 ((?:[0-9A-F]{2}:){31}[0-9A-F]{2})")
TOKEN = re.compile(r"[A-Za-z0-9+/=-]{1,256}")
PORT, SIZE = re.compile(r"[0-9]{1,5}"), re.compile(r"[0-9]{1,10}")  # ASCII digits: int() reads
MAX_PORT, MAX_SIZE = 65535, 2**32 - 1


def reduce(sdp: str) -> dict[str, Any] | None:
    """The description's parts that differ between channels, or None where it has any line
    this does not know how to build again."""
    fields: dict[str, Any] = {"c": []}
    for line in sdp.replace("\r\n", "\n").strip().split("\n"):
        if line in FIXED or line.startswith("o="):
            continue
        key, _, value = line.partition(":")
        fingerprint = FINGERPRINT.fullmatch(line)
        if fingerprint:
            fields["f"] = base64.b64encode(binascii.unhexlify(
                fingerprint.group(1).replace(":", ""))).decode()
        elif key == "a=candidate":
            fields["c"].append(value)
        elif key == "a=ice-ufrag" and TOKEN.fullmatch(value):
            fields["u"] = value
        elif key == "a=ice-pwd" and TOKEN.fullmatch(value):
            fields["p"] = value
        elif key == "a=setup" and value in ("actpass", "active", "passive"):
            fields["s"] = value
        elif key == "a=sctp-port" and PORT.fullmatch(value) and int(value) <= MAX_PORT:
            fields["n"] = int(value)
        elif key == "a=max-message-size" and SIZE.fullmatch(value) and int(value) <= MAX_SIZE:
            fields["m"] = int(value)
        else:
            return None  # a line that may matter: sent whole
    return fields if {"u", "p", "f", "s"} <= set(fields) else None


def rebuild(fields: Any) -> str:
    """The description again from `reduce`'s parts (untrusted: read from a code); ValueError,
    and only that, where they do not check out."""
    if not isinstance(fields, dict):
        raise ValueError("no description")
    ufrag, pwd, setup = fields.get("u"), fields.get("p"), fields.get("s")
    candidates, port, size = fields.get("c", []), fields.get("n", 5000), fields.get("m")
    if not all(isinstance(x, str) and TOKEN.fullmatch(x) for x in (ufrag, pwd)) \
            or setup not in ("actpass", "active", "passive") \
            or not isinstance(candidates, list) or len(candidates) > 32 \
            or not all(isinstance(c, str) and len(c) < 300 and "\n" not in c and "\r" not in c
                       for c in candidates) \
            or type(port) is not int or not 0 <= port <= MAX_PORT \
            or not (size is None or type(size) is int and 0 <= size <= MAX_SIZE) \
            or not isinstance(fields.get("f"), str):
        raise ValueError("a description whose parts do not check out")
    try:
        digest = base64.b64decode(fields["f"], validate=True)
    except ValueError:  # binascii.Error, or a str that is not ASCII
        raise ValueError("a fingerprint that does not read") from None
    if len(digest) != 32:
        raise ValueError("a fingerprint of the wrong length")
    fingerprint = ":".join(f"{byte:02X}" for byte in digest)
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
             "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
             "c=IN IP4 0.0.0.0", *(f"a=candidate:{c}" for c in candidates),
             f"a=ice-ufrag:{ufrag}", f"a=ice-pwd:{pwd}", "a=ice-options:trickle",
             f"a=fingerprint:sha-256 {fingerprint}", f"a=setup:{setup}", "a=mid:0",
             f"a=sctp-port:{port}"]
    if size is not None:
        lines.append(f"a=max-message-size:{size}")
    return "\r\n".join(lines) + "\r\n"
