"""The share dialog's QR code in the page: loaded only when Share is tapped (the encoder's zip),
drawn as SVG, and read back to exactly the link shown by the camera's decoder the site ships
(static/vendor/qr-scanner, loaded from the site itself), from the drawn SVG put on a canvas at
about the size a phone's camera sees it. German, at phone size, with a screenshot to look at."""

import random

from browser.play import screenshot

from ludothek import new_game
from ludothek.web.core.i18n import STRINGS

ENCODER, DECODER = "/static/build/segno.zip", "/static/vendor/qr-scanner/"

# The drawn code as an image on a canvas (a scanner sees pixels, not markup), decoded there by
# the shipped decoder (its worker, where the browser has no BarcodeDetector, as here).
DECODE = """async ([scale]) => {
  const svg = document.querySelector('#overlay .share-qr svg');
  const modules = Number(svg.viewBox.baseVal.width);
  const text = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = URL.createObjectURL(new Blob([text], {type: 'image/svg+xml'}));
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = modules * scale;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const {default: QrScanner} = await import('./static/vendor/qr-scanner/qr-scanner.min.js');
  const found = await QrScanner.scanImage(canvas, {returnDetailedScanResult: true});
  return {text: found.data, modules, pixels: canvas.width};
}"""


def test_share_draws_the_links_qr_code_which_the_shipped_decoder_reads_back(new_session):
    session = new_session(viewport={"width": 390, "height": 844}, locale="de-DE")
    game = new_game("portroyal", seed=35, players=4, seats=["human"] * 4,
                    names=["Annegret", "Bartholomäus", "Cäcilie", "Dietrich"])
    rng = random.Random(35)
    for _ in range(120):  # a long game: a link of some 300 characters
        game.play(rng.choice(game.legal_moves()))
    fetched: list[str] = []
    session.context.on("request", lambda request: fetched.append(request.url))
    page = session.open("#" + game.link())
    assert page.get_attribute("html", "lang") == "de"
    assert not [url for url in fetched if ENCODER in url or DECODER in url]  # not at start
    held: list = []  # the encoder's zip, held back: the dialog says the code is coming
    page.route("**" + ENCODER, lambda route: held.append(route))
    page.click("button[data-action=share]")
    waiting = page.locator("#overlay .share-qr .qr-waiting")
    waiting.wait_for()
    assert waiting.inner_text() == STRINGS["de"]["share.qr_loading"]
    for _ in range(500):  # until the page asks for the zip (it does so right after the tap)
        if held:
            break
        page.wait_for_timeout(20)  # lets Playwright hand over the held request
    held[0].continue_()
    page.wait_for_selector("#overlay .share-qr svg.qr")
    assert [url for url in fetched if ENCODER in url]  # fetched when first used
    link = page.input_value("#share-url")
    assert len(link) > 250 and page.locator("#overlay figcaption").inner_text() == \
        STRINGS["de"]["share.qr_caption"]
    # The share sheet is offered where the browser has one (not desktop Chromium on Linux).
    has_sheet = page.evaluate("() => !!navigator.share && (!navigator.canShare"
                              " || navigator.canShare({url: location.href}))")
    assert page.locator("[data-action=share-sheet]").count() == int(has_sheet)
    box = page.locator("#overlay .share-qr svg").bounding_box()
    assert box["width"] >= 300 and abs(box["width"] - box["height"]) < 1  # large, square
    page.evaluate("() => document.activeElement.blur()")  # no caret in the picture
    screenshot(page, "share-qr-de-phone")
    read = page.evaluate(DECODE, [3])  # 3 px a module: a phone's camera sees more
    assert read["text"] == link, (read["text"], link)
    assert [url for url in fetched if DECODER in url]  # the decoder came from the site
