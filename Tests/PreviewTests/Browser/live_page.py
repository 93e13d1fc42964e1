#!/usr/bin/env python3
"""Drives the live page of a package's previews (`zoetrope preview` run in a package's root) in
headless Chromium, as a person editing the package's views would, against a server already running.

script/test-package-previews starts the server on a copy of Tests/Fixtures/PreviewPackage, whose
Gauges target does not compile, and runs this with the address and the copy's folder, whose files
this edits. Every wait is for something the page shows; the limits only stop a page that hangs (a
rebuild links a program, so they are longer than preview_page.py's). Exits 0 when every check holds,
1 with the failed check otherwise.

    live_page.py --url http://127.0.0.1:PORT/ --package /tmp/x/PreviewPackage --screenshots /tmp/x
"""
import argparse
import os
import shutil
import sys
from urllib.parse import quote

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "ScenePreviewTests", "Browser"))
from preview_page import PageCheck  # noqa: E402  (the same page, the same checks)

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import TimeoutException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

REBUILD = 600  # seconds: only a build that hangs gets here
BADGE = "Cards › Badge.swift › Badge"


def edit(path, old, new):
    with open(path, encoding="utf-8") as file:
        text = file.read()
    assert old in text, f"{path} has no {old!r}"
    with open(path, "w", encoding="utf-8") as file:
        file.write(text.replace(old, new))


def wait(driver, condition, what):
    try:
        return WebDriverWait(driver, REBUILD, poll_frequency=0.2).until(lambda _: condition())
    except TimeoutException:
        raise AssertionError(f"the page never showed {what}")


def options_of(page):
    return [option.text for option in page.find("scene-picker").find_elements(By.TAG_NAME, "option")]


def capsule_colour(driver, page):
    """The RGB of the picture shown a fifth of the way across, halfway down: the badge's capsule, beside its number."""
    return driver.execute_async_script("""
        const [image, done] = arguments;
        (async () => {
            await image.decode();
            const canvas = document.createElement("canvas");
            canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
            const context = canvas.getContext("2d");
            context.drawImage(image, 0, 0);
            done(Array.from(context.getImageData(Math.floor(canvas.width * 0.2), Math.floor(canvas.height / 2), 1, 1).data.slice(0, 3)));
        })().catch((error) => done("error: " + error.message));
    """, page.find("frame"))


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("--url", required=True)
    arguments.add_argument("--package", required=True)
    arguments.add_argument("--screenshots", required=True)
    options = arguments.parse_args()
    gauge = os.path.join(options.package, "Sources", "Gauges", "Gauge.swift")
    badge = os.path.join(options.package, "Sources", "Cards", "Badge.swift")

    chrome = webdriver.ChromeOptions()
    chrome.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1000,760"]:
        chrome.add_argument(flag)
    driver = webdriver.Chrome(options=chrome, service=Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver"))
    page = PageCheck(driver)
    try:
        # Nothing has compiled yet: the page says why, located.
        driver.get(options.url)
        wait(driver, lambda: "Sources/Gauges/Gauge.swift:10:33: error: cannot find 'levell' in scope" in page.text("error-text"),
             "the compiler's error before the first good build")
        driver.save_screenshot(os.path.join(options.screenshots, "live-not-compiled.png"))

        # Fixed: the page reconnects to the program now serving, and lists its previews.
        edit(gauge, "levell", "level")
        wait(driver, lambda: BADGE in options_of(page) and page.find("connection").get_attribute("data-state") == "live",
             "the previews after the first good build")
        assert sorted(options_of(page)) == sorted([BADGE, "Cards › Pulse.swift › Pulse", "Gauges › Gauge.swift › Half"]), options_of(page)
        driver.get(options.url + "?scene=" + quote(BADGE))
        page.wait_for_frame(0)
        assert page.shows_served_frame(quote(BADGE), 0) is True, "the badge shown is not the server's"
        red = capsule_colour(driver, page)
        assert red[0] > 200 and red[1] < 90 and red[2] < 90, f"the badge is not red: {red}"

        # Broken: the last good badge stays, with the compiler's error over it.
        edit(badge, ".fill(.red)", ".fill(.redd)")
        wait(driver, lambda: "Sources/Cards/Badge.swift:17:41: error: type 'ShapeStyle' has no member 'redd'" in page.text("error-text"),
             "the compiler's error over the last good badge")
        assert page.find("frame").is_displayed() and capsule_colour(driver, page) == red, "the last good badge is not shown"
        driver.save_screenshot(os.path.join(options.screenshots, "live-error.png"))

        # Fixed again, in blue: the new badge, and no error.
        edit(badge, ".fill(.redd)", ".fill(.blue)")
        wait(driver, lambda: page.text("error-text") == "" and (lambda c: c[2] > 200 and c[0] < 90)(capsule_colour(driver, page)),
             "the blue badge without error")
        assert page.shows_served_frame(quote(BADGE), 0) is True, "the blue badge shown is not the server's"
        driver.save_screenshot(os.path.join(options.screenshots, "live-fixed.png"))
        print("the live page: the error before a build, the previews after it, the last good one under an error, the fix", file=sys.stderr)
        return 0
    except AssertionError as failure:
        driver.save_screenshot(os.path.join(options.screenshots, "live-failure.png"))
        print(f"live_page.py: {failure}", file=sys.stderr)
        return 1
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
