#!/usr/bin/env python3
"""Drives zoetrope preview's page in headless Chromium (Debian's chromium and chromedriver, through
Selenium), as a person would use it, against a server already running.

PreviewPageBrowserTests starts the server on a copy of scenes/wheel.json and scenes/flow.json and
runs this with the address and the wheel's file, which this edits. Every wait is for something the
page shows; the 60-second limits only stop a page that hangs. Exits 0 when every check holds, 1 with
the failed check otherwise.

    preview_page.py --url http://127.0.0.1:PORT/ --scene-file /tmp/x/wheel.json --screenshots /tmp/x
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

BACKSTOP = 60  # seconds: only a hung page gets here


def testid(name):
    return (By.CSS_SELECTOR, f'[data-testid="{name}"]')


class PageCheck:
    def __init__(self, driver):
        self.driver = driver

    def find(self, name):
        return self.driver.find_element(*testid(name))

    def text(self, name):
        return self.find(name).text

    def wait(self, condition, what):
        try:
            return WebDriverWait(self.driver, BACKSTOP, poll_frequency=0.05).until(lambda _: condition())
        except TimeoutException:
            raise AssertionError(f"the page never showed {what}: frame-number {self.text('frame-number')!r}, "
                                 f"error {self.text('error')!r}")

    def wait_for_frame(self, frame):
        self.wait(lambda: self.text("frame-number") == str(frame)
                  and self.find("frame").get_attribute("data-frame") == str(frame), f"frame {frame}")

    def shows_served_frame(self, scene, frame, query=""):
        """Whether the picture on the page has the pixels of the server's PNG of that frame."""
        return self.driver.execute_async_script("""
            const [scene, frame, query, done] = arguments;
            const pixels = async (source) => {
                const image = new Image();
                image.src = source;
                await image.decode();
                const canvas = document.createElement("canvas");
                canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
                const context = canvas.getContext("2d");
                context.drawImage(image, 0, 0);
                return context.getImageData(0, 0, canvas.width, canvas.height).data;
            };
            (async () => {
                const served = await fetch(`/api/scenes/${scene}/frames/${frame}.png${query}`).then((r) => r.blob());
                const a = await pixels(document.querySelector('[data-testid="frame"]').src);
                const b = await pixels(URL.createObjectURL(served));
                done(a.length === b.length && a.length > 0 && a.every((value, index) => value === b[index]));
            })().catch((error) => done("error: " + error.message));
        """, scene, frame, query)


def canvas_pixel(driver, canvas, x, y):
    """The RGBA of a canvas's pixel at (x, y) in CSS pixels from its top left."""
    return driver.execute_script("""
        const [canvas, x, y] = arguments;
        const ratio = canvas.width / canvas.clientWidth;
        return Array.from(canvas.getContext("2d").getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data);
    """, canvas, x, y)


def coloured_pixels(driver, canvas):
    """How many of a canvas's pixels are drawn in a colour (not grey, not transparent): its lines."""
    return driver.execute_script("""
        const canvas = arguments[0];
        const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
        let count = 0;
        for (let i = 0; i < data.length; i += 4) {
            if (data[i + 3] > 0 && Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 60) count += 1;
        }
        return count;
    """, canvas)


def set_scrubber(driver, scrubber, frame):
    driver.execute_script("""
        const [scrubber, frame] = arguments;
        scrubber.value = String(frame);
        scrubber.dispatchEvent(new Event("input", { bubbles: true }));
    """, scrubber, frame)


def check_views(driver, page, scene, frame):
    """The views list shows frame `frame`'s values as GET …/frames/N.json gives them: a row per view,
    its label, and every number (exactly in data-value, rounded in the text)."""
    page.wait(lambda: page.find("views").get_attribute("data-frame") == str(frame), f"the views' values at frame {frame}")
    api = driver.execute_async_script("""
        const [scene, frame, done] = arguments;
        fetch(`/api/scenes/${scene}/frames/${frame}.json`).then((r) => r.json()).then(done, (e) => done(String(e)));
    """, scene, frame)
    rows = page.find("views").find_elements(By.CSS_SELECTOR, "tbody tr")
    assert len(rows) == len(api["views"]) > 0, f"{len(rows)} rows for {len(api['views'])} views"
    for view in api["views"]:
        row = page.find(f"view-{view['index']}")
        label = row.find_element(By.CSS_SELECTOR, '[data-field="label"]').text
        assert label == (view["label"] if view["label"] is not None else f"#{view['index']}"), (label, view)
        for field in ["x", "y", "width", "height", "rotation", "scale", "opacity"]:
            cell = row.find_element(By.CSS_SELECTOR, f'[data-field="{field}"]')
            exact = float(cell.get_attribute("data-value"))
            assert exact == view[field], f"view {view['index']} {field}: {exact} shown, {view[field]} served"
            tolerance = 0.0005 if field in ("scale", "opacity") else 0.05
            assert abs(float(cell.text) - view[field]) <= tolerance, f"view {view['index']} {field}: {cell.text!r} for {view[field]}"
    assert page.text("views-frame") == f"at frame {frame}", page.text("views-frame")
    return api


def write_scene(path, original, duration):
    """Writes the scene `original` (its text) with another duration."""
    text = original
    scene = json.loads("\n".join(line for line in text.splitlines() if not line.strip().startswith("//")))
    scene["duration"] = duration
    with open(path, "w", encoding="utf-8") as file:
        json.dump(scene, file, indent=2)


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("--url", required=True)
    arguments.add_argument("--scene-file", required=True)
    arguments.add_argument("--screenshots", required=True)
    arguments.add_argument("--server-pid", type=int, required=True, help="the server's process, stopped with SIGINT")
    arguments.add_argument("--server-command", type=json.loads, required=True,
                           help="a JSON list: the program and arguments that start the server again, on the same port")
    options = arguments.parse_args()

    chrome = webdriver.ChromeOptions()
    chrome.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1000,760"]:
        chrome.add_argument(flag)
    chrome.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    with open(options.scene_file, encoding="utf-8") as file:
        original = file.read()
    driver = webdriver.Chrome(options=chrome, service=service)
    page = PageCheck(driver)
    try:
        driver.get(options.url)
        page.wait_for_frame(0)
        assert page.text("time") == "0.000 s", page.text("time")
        picker = page.find("scene-picker")
        assert picker.is_displayed(), "the scene picker is hidden with two scenes"
        assert [o.text for o in picker.find_elements(By.TAG_NAME, "option")] == ["wheel", "flow"]
        scrubber = page.find("scrubber")
        assert scrubber.get_attribute("max") == "150", scrubber.get_attribute("max")

        # The scrubber moved to frame 30 shows frame 30: its number, its time, its pixels.
        driver.execute_script("""
            const scrubber = arguments[0];
            scrubber.value = "30";
            scrubber.dispatchEvent(new Event("input", { bubbles: true }));
        """, scrubber)
        page.wait_for_frame(30)
        assert page.text("time") == "1.000 s", page.text("time")
        assert page.shows_served_frame("wheel", 30) is True, "the picture is not the server's frame 30"
        assert page.shows_served_frame("wheel", 0) is False, "frame 30 looks like frame 0"

        # The parameter plot: a line per parameter over every frame, its cursor at the frame shown,
        # moving when the scrubber moves; a click on the plot goes to the frame under the pointer.
        plot = page.find("parameter-plot")
        page.wait(lambda: plot.is_displayed() and plot.get_attribute("data-cursor-frame") == "30", "the plot's cursor at frame 30")
        assert not page.find("parameter-plot-empty").is_displayed(), "the wheel's parameters are said to be none"
        lines = coloured_pixels(driver, plot)
        assert lines > 400, f"the plot has {lines} coloured pixels: no lines drawn"
        x30 = float(plot.get_attribute("data-cursor-x"))
        assert canvas_pixel(driver, plot, x30, 4) == [255, 255, 255, 255], canvas_pixel(driver, plot, x30, 4)
        set_scrubber(driver, scrubber, 120)
        page.wait_for_frame(120)
        page.wait(lambda: plot.get_attribute("data-cursor-frame") == "120", "the plot's cursor at frame 120")
        x120 = float(plot.get_attribute("data-cursor-x"))
        at120 = check_views(driver, page, "wheel", 120)
        assert x120 > x30 + 100, f"the cursor moved from {x30} to {x120} px"
        assert canvas_pixel(driver, plot, x120, 4) == [255, 255, 255, 255], "no cursor drawn at frame 120"
        assert canvas_pixel(driver, plot, x30, 4)[3] == 0, "the cursor is still drawn at frame 30"
        width = plot.size["width"]
        expected = round((width / 2 - 170) / (width - 180) * 150)
        ActionChains(driver).move_to_element(plot).click().perform()
        page.wait(lambda: abs(int(page.text("frame-number")) - expected) <= 1
                  and plot.get_attribute("data-cursor-frame") == page.text("frame-number"), f"frame {expected}, clicked on the plot")
        set_scrubber(driver, scrubber, 30)
        page.wait_for_frame(30)

        # The views list follows the frame: frame 30's values now, not frame 120's.
        at30 = check_views(driver, page, "wheel", 30)
        assert [v["x"] for v in at30["views"]] != [v["x"] for v in at120["views"]], "the views do not move between 30 and 120"

        # "sizes" shows the frame as `still --show-sizes` draws it; unticked, the plain frame again.
        page.find("show-sizes").click()
        page.wait(lambda: page.find("frame").get_attribute("data-sizes") == "true", "the frame with its sizes")
        assert page.shows_served_frame("wheel", 30, "?sizes=1") is True, "the picture is not frame 30 with sizes"
        assert page.shows_served_frame("wheel", 30) is False, "the sizes are not drawn"
        page.find("show-sizes").click()
        page.wait(lambda: page.find("frame").get_attribute("data-sizes") == "false", "the frame without sizes")
        assert page.shows_served_frame("wheel", 30) is True

        # "trajectories" draws every view's path over the frame, from trajectories.csv.
        overlay = page.find("trajectory-overlay")
        assert not overlay.is_displayed()
        page.find("trajectories").click()
        page.wait(lambda: overlay.is_displayed() and overlay.get_attribute("data-frame") == "30", "the trajectories over frame 30")
        inked = driver.execute_script("""
            const canvas = arguments[0];
            const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
            let inked = 0;
            for (let i = 3; i < data.length; i += 4) if (data[i] > 0) inked += 1;
            return inked;
        """, overlay)
        assert inked > 500, f"the trajectory overlay has {inked} drawn pixels"
        page.find("trajectories").click()
        page.wait(lambda: not overlay.is_displayed(), "the trajectories hidden")

        # Arrow keys and the step buttons step one frame.
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        page.wait_for_frame(31)
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
        page.wait_for_frame(30)
        page.find("step-forward").click()
        page.wait_for_frame(31)
        page.find("step-back").click()
        page.wait_for_frame(30)

        # Play advances the frame number; pause stops it.
        page.find("play").click()
        assert page.text("play") == "Pause"
        page.wait(lambda: int(page.text("frame-number")) > 32, "the frame number advancing while playing")
        page.find("play").click()
        assert page.text("play") == "Play"
        driver.save_screenshot(os.path.join(options.screenshots, "preview.png"))

        # Frames that take longer to come than the scene's frame time are dropped, not played late:
        # with every frame held back 300 ms (9 frames at 30 fps), the frames shown skip ahead.
        driver.execute_script("""
            window.__originalFetch = window.fetch;
            window.fetch = async (...request) => {
                if (String(request[0]).includes("/frames/")) await new Promise((done) => setTimeout(done, 300));
                return window.__originalFetch(...request);
            };
            window.__shown = [];
            const number = arguments[0];
            new MutationObserver(() => window.__shown.push(Number(number.textContent)))
                .observe(number, { childList: true, characterData: true, subtree: true });
        """, page.find("frame-number"))
        page.find("play").click()
        page.wait(lambda: driver.execute_script("return window.__shown.length") >= 4, "four frames shown while frames come slowly")
        page.find("play").click()
        shown = driver.execute_script("window.fetch = window.__originalFetch; return window.__shown")
        page.wait(lambda: page.find("frame").get_attribute("data-loading") == "false", "the last slow frame in")
        steps = [(after - before) % 151 for before, after in zip(shown, shown[1:])]
        assert max(steps) >= 2, f"every frame was played though each took 300 ms to come: {shown}"

        # Saving the file changes the page within 2 s of the reload event.
        driver.execute_script("""
            window.__reloadAt = null; window.__changedAt = null; window.__eventsOpen = false;
            const events = new EventSource("/api/events");
            events.onopen = () => { window.__eventsOpen = true; };
            events.addEventListener("reload", () => { window.__reloadAt ??= performance.now(); });
            new MutationObserver(() => { window.__changedAt ??= performance.now(); })
                .observe(arguments[0], { attributes: true, attributeFilter: ["max"] });
        """, scrubber)
        page.wait(lambda: driver.execute_script("return window.__eventsOpen"), "the test's own event stream open")
        write_scene(options.scene_file, original, 2)
        page.wait(lambda: scrubber.get_attribute("max") == "60", "the scrubber's range shortened to 60")
        page.wait(lambda: driver.execute_script("return window.__reloadAt !== null"), "the reload event")
        delay = driver.execute_script("return window.__changedAt - window.__reloadAt")
        assert delay < 2000, f"the page changed {delay:.0f} ms after the reload event"
        page.wait(lambda: int(page.text("frame-number")) <= 60
                  and page.find("frame").get_attribute("data-version") == "2", "a frame of the new version")

        # A save that breaks the scene shows its error over the last good frame; fixing it clears it.
        with open(options.scene_file, "a", encoding="utf-8") as file:
            file.write("}")
        page.wait(lambda: page.find("error").is_displayed(), "the error panel")
        message = page.text("error-text")
        assert os.path.basename(options.scene_file) + ":" in message and "error:" in message, message
        assert page.find("frame").get_attribute("data-frame") is not None
        driver.save_screenshot(os.path.join(options.screenshots, "preview-error.png"))
        write_scene(options.scene_file, original, 3)
        page.wait(lambda: not page.find("error").is_displayed(), "the error panel hidden after the fix")
        page.wait(lambda: scrubber.get_attribute("max") == "90", "the fixed scene's 91 frames")

        # The picker switches scenes.
        driver.execute_script("""
            const picker = arguments[0];
            picker.value = "flow";
            picker.dispatchEvent(new Event("change", { bubbles: true }));
        """, picker)
        page.wait(lambda: page.text("scene-name") == "flow", "the flow scene's name")
        page.wait_for_frame(0)
        assert page.shows_served_frame("flow", 0) is True, "the picture is not flow's frame 0"

        severe = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        assert not severe, f"console errors: {severe}"

        # The server stopped (Ctrl-C): the page says the server is gone, and keeps the last frame.
        connection = page.find("connection")
        assert connection.get_attribute("data-state") == "live" and connection.text == "live", connection.text
        os.kill(options.server_pid, signal.SIGINT)
        page.wait(lambda: connection.get_attribute("data-state") == "gone", "the server gone")
        assert connection.is_displayed() and "server gone" in connection.text, connection.text
        set_scrubber(driver, scrubber, 10)  # asking for a frame meanwhile is no error of the scene's
        page.wait(lambda: page.find("frame").get_attribute("data-loading") == "false", "the failed request over")
        assert not page.find("error").is_displayed(), page.text("error-text")
        driver.save_screenshot(os.path.join(options.screenshots, "preview-server-gone.png"))

        # Started again on the same port: the page reconnects by itself, says so, and works again.
        server = subprocess.Popen(options.server_command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            serving = server.stdout.readline()
            assert serving.startswith("Serving http://"), f"the server started again printed {serving!r}"
            page.wait(lambda: connection.get_attribute("data-state") == "live", "the page reconnected")
            assert connection.text == "live", connection.text
            set_scrubber(driver, scrubber, 12)
            page.wait_for_frame(12)
            assert page.shows_served_frame("flow", 12) is True, "after reconnecting, the picture is not frame 12"
            check_views(driver, page, "flow", 12)
        finally:
            server.send_signal(signal.SIGINT)
            status = server.wait(timeout=BACKSTOP)
        assert status == 130, f"the restarted server exited with {status}"
    except AssertionError as failure:
        driver.save_screenshot(os.path.join(options.screenshots, "preview-failure.png"))
        print(f"FAILED: {failure}", file=sys.stderr)
        return 1
    finally:
        driver.quit()
    print("the page: loads, scrubs, steps, plays, reloads, shows and clears errors, switches scenes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
