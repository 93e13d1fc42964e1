// zoetrope preview: scrubs and plays one served scene, and follows its file through the events.
// The server draws every frame (GET /api/scenes/NAME/frames/N.png); this page asks for one frame
// at a time, so playing drops frames rather than falling behind. docs/preview.md has the API.
"use strict";

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const ui = {
  picker: $("scene-picker"), name: $("scene-name"), facts: $("facts"), frame: $("frame"),
  error: $("error"), errorText: $("error-text"), back: $("step-back"), play: $("play"),
  forward: $("step-forward"), scrubber: $("scrubber"), frameNumber: $("frame-number"),
  lastFrame: $("last-frame"), time: $("time"), stage: $("stage"), overlay: $("trajectory-overlay"),
  trajectories: $("trajectories"), showSizes: $("show-sizes"), plot: $("parameter-plot"),
  plotEmpty: $("parameter-plot-empty"), connection: $("connection"), views: $("views"), viewsFrame: $("views-frame"),
};

const state = {
  scene: null,        // the scene's description (GET /api/scenes/NAME)
  wanted: 0,          // the frame asked for last
  shown: null,        // {frame, version} of the picture on the page
  loading: false,     // whether a frame is being fetched
  playing: false,
  playStart: null,    // {time, frame}: when playing started and from which frame
  paths: null,        // {scene, version, views: [[x, y] per frame] per view} from trajectories.csv
  track: null,        // the scene's parameters over every frame (GET /api/scenes/NAME/parameters.json)
  plotting: false,    // whether a pointer drags over the parameter plot
  connection: "connecting", // "live" while the event stream is open, "gone" once it dropped
};

// The parameter plot's geometry, in CSS pixels: a strip per parameter, names and values on the left.
const PLOT = { strip: 34, gap: 6, pad: 6, gutter: 170, right: 10 };

async function getJSON(path) {
  const response = await fetch(path, { cache: "no-store" });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || `${path}: ${response.status}`);
  return body;
}

function sceneURL(name) {
  return `/api/scenes/${encodeURIComponent(name)}`;
}

function showError(message) {
  ui.error.hidden = !message;
  ui.errorText.textContent = message || "";
}

// Shows the scene's description: name, facts, the scrubber's range; keeps the frame asked for.
function describe(scene) {
  state.scene = scene;
  ui.name.textContent = scene.name;
  showError(scene.error);
  if (scene.frameCount == null) {
    ui.facts.textContent = "no version of this scene has loaded yet";
    ui.scrubber.max = 0;
    ui.lastFrame.textContent = "0";
    return;
  }
  ui.facts.textContent = `${scene.canvas.width}×${scene.canvas.height}, ${scene.frameCount} frames at ${scene.fps} fps, `
    + `${scene.views.length} views${scene.file != null ? "" : scene.rebuiltOnSave ? " · built in Swift, rebuilt at every save"
      : " · built in Swift: rebuild and restart to see a change"}`;
  ui.overlay.width = scene.canvas.width;
  ui.overlay.height = scene.canvas.height;
  fitStage();
  if (ui.trajectories.checked) loadTrajectories();
  loadParameters();
  ui.scrubber.max = String(scene.frameCount - 1);
  ui.lastFrame.textContent = String(scene.frameCount - 1);
  ui.frame.dataset.version = String(scene.version);
  setFrame(Math.min(state.wanted, scene.frameCount - 1));
}

// Asks for frame n: the scrubber, the numbers and (once fetched) the picture follow.
function setFrame(n) {
  const scene = state.scene;
  if (!scene || scene.frameCount == null) return;
  state.wanted = Math.max(0, Math.min(scene.frameCount - 1, n));
  ui.scrubber.value = String(state.wanted);
  fetchWanted();
}

// Fetches the frame asked for, unless a fetch is under way: when it ends, the latest frame asked
// for is fetched, and every frame asked for in between is dropped.
async function fetchWanted() {
  const scene = state.scene;
  if (state.loading || !scene || scene.frameCount == null) return;
  const frame = state.wanted, version = scene.version, sizes = ui.showSizes.checked;
  const shown = state.shown;
  if (shown && shown.frame === frame && shown.version === version && shown.sizes === sizes) return;
  state.loading = true;
  ui.frame.dataset.loading = "true";
  try {
    const query = `?v=${version}${sizes ? "&sizes=1" : ""}`;
    // The picture and the values of its views come together, and are shown together.
    const [response, valuesResponse] = await Promise.all([
      fetch(`${sceneURL(scene.name)}/frames/${frame}.png${query}`, { cache: "no-store" }),
      fetch(`${sceneURL(scene.name)}/frames/${frame}.json?v=${version}`, { cache: "no-store" }),
    ]);
    const values = valuesResponse.ok ? await valuesResponse.json() : null;
    if (!response.ok) {
      const body = await response.json();
      // A frame of a version the scene no longer has (it was asked for just before a reload) is
      // no error of the scene's: the frame asked for is fetched again below.
      if (state.scene.version === version) showError(body.error);
    } else {
      const picture = URL.createObjectURL(await response.blob());
      await new Promise((resolve) => { ui.frame.onload = resolve; ui.frame.onerror = resolve; ui.frame.src = picture; });
      if (ui.frame.dataset.url) URL.revokeObjectURL(ui.frame.dataset.url);
      ui.frame.dataset.url = picture;
      ui.frame.dataset.frame = String(frame);
      ui.frame.dataset.sizes = String(sizes);
      state.shown = { frame, version, sizes };
      drawOverlay();
      drawPlot();
      if (values) showViews(values);
      ui.frameNumber.textContent = String(frame);
      ui.time.textContent = `${(frame / scene.fps).toFixed(3)} s`;
    }
  } catch (error) {
    // While the server is gone the status says so (and the event stream reconnects); otherwise
    // say why the frame did not come.
    if (state.connection !== "gone") showError(`cannot reach the preview server: ${error.message}`);
  } finally {
    state.loading = false;
    ui.frame.dataset.loading = "false";
  }
  if (state.wanted !== frame || state.scene.version !== version || ui.showSizes.checked !== sizes) fetchWanted();
}

// Sizes the stage to the largest box of the canvas's proportions that fits in the window.
function fitStage() {
  const scene = state.scene;
  if (!scene || !scene.canvas) return;
  const main = ui.stage.parentElement;
  const room = { width: main.clientWidth - 16, height: main.clientHeight - 16 };
  const scale = Math.max(0, Math.min(room.width / scene.canvas.width, room.height / scene.canvas.height));
  ui.stage.style.width = `${scene.canvas.width * scale}px`;
  ui.stage.style.height = `${scene.canvas.height * scale}px`;
}

// Reads every view's path from the scene's trajectories.csv (its x and y columns, frame by frame).
async function loadTrajectories() {
  const scene = state.scene;
  if (!scene || scene.frameCount == null) return;
  if (state.paths && state.paths.scene === scene.name && state.paths.version === scene.version) return drawOverlay();
  const response = await fetch(`${sceneURL(scene.name)}/trajectories.csv?v=${scene.version}`, { cache: "no-store" });
  if (!response.ok) return showError((await response.json()).error);
  const lines = (await response.text()).split("\n").filter((line) => line.length > 0);
  // frame, time, view, x and y are the first five columns: numbers, never quoted.
  const views = [];
  for (const line of lines.slice(1)) {
    const [frame, , view, x, y] = line.split(",", 5).map(Number);
    (views[view] ??= [])[frame] = [x, y];
  }
  state.paths = { scene: scene.name, version: scene.version, views };
  drawOverlay();
}

// Draws every view's path over the frame, and where each view is in the frame shown.
function drawOverlay() {
  ui.overlay.hidden = !ui.trajectories.checked;
  const paths = state.paths, scene = state.scene;
  if (ui.overlay.hidden || !paths || !scene || paths.scene !== scene.name || paths.version !== scene.version) return;
  const context = ui.overlay.getContext("2d");
  context.clearRect(0, 0, ui.overlay.width, ui.overlay.height);
  const frame = state.shown ? state.shown.frame : 0;
  paths.views.forEach((points, view) => {
    const color = `hsl(${(view * 137.5) % 360} 80% 40%)`;
    context.strokeStyle = color;
    context.lineWidth = 1.5;
    context.beginPath();
    points.forEach(([x, y], index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
    context.stroke();
    const here = points[frame];
    if (here) {
      context.fillStyle = color;
      context.beginPath();
      context.arc(here[0], here[1], 4, 0, 2 * Math.PI);
      context.fill();
    }
  });
  ui.overlay.dataset.version = String(scene.version);
  ui.overlay.dataset.frame = String(frame);
}

// Shows every view's label and values at a frame (GET …/frames/N.json): a row per view, made
// once per number of views and filled in at every frame. A cell's data-value holds the exact number.
function showViews(values) {
  const body = ui.views.tBodies[0];
  if (body.rows.length !== values.views.length) {
    body.replaceChildren(...values.views.map((view) => {
      const row = document.createElement("tr");
      row.dataset.testid = `view-${view.index}`;
      row.innerHTML = '<td><span class="swatch"></span><span data-field="label"></span><span class="view-id" data-field="id"></span></td>'
        + '<td><span data-field="x"></span>, <span data-field="y"></span></td>'
        + '<td><span data-field="width"></span> × <span data-field="height"></span></td>'
        + '<td><span data-field="rotation"></span>°</td><td><span data-field="scale"></span></td><td><span data-field="opacity"></span></td>';
      row.querySelector(".swatch").style.background = `hsl(${(view.index * 137.5) % 360} 80% 40%)`;
      return row;
    }));
  }
  values.views.forEach((view, index) => {
    const row = body.rows[index];
    row.dataset.index = String(view.index);
    for (const cell of row.querySelectorAll("[data-field]")) {
      const field = cell.dataset.field, value = view[field];
      if (field === "label") {
        cell.textContent = value ?? `#${view.index}`;
      } else if (field === "id") {
        cell.textContent = value == null ? "" : `#${value}`;
      } else {
        cell.dataset.value = String(value);
        cell.textContent = value.toFixed(field === "scale" || field === "opacity" ? 3 : 1);
      }
    }
  });
  ui.views.dataset.frame = String(values.frame);
  ui.views.dataset.version = String(values.version);
  ui.viewsFrame.textContent = `at frame ${values.frame}`;
}

// Reads every parameter of the scene over all its frames, for the plot; kept for the scene's version.
async function loadParameters() {
  const scene = state.scene;
  if (!scene || scene.frameCount == null) return;
  if (state.track && state.track.scene === scene.name && state.track.version === scene.version) return drawPlot();
  const response = await fetch(`${sceneURL(scene.name)}/parameters.json?v=${scene.version}`, { cache: "no-store" });
  const body = await response.json();
  if (!response.ok) return showError(body.error);
  if (state.scene && body.scene === state.scene.name && body.version === state.scene.version) state.track = body;
  drawPlot();
}

// The plot's x for a frame, in CSS pixels.
function plotX(frame, width, frameCount) {
  const span = width - PLOT.gutter - PLOT.right;
  return PLOT.gutter + (frameCount > 1 ? frame / (frameCount - 1) : 0.5) * span;
}

function formatValue(value) {
  return Math.abs(value) >= 10000 ? value.toFixed(0) : value.toFixed(2);
}

// Draws each parameter as a line over every frame, in a strip of its own scaled to its own range,
// with its name and its value at the frame shown, and a cursor across the strips at that frame.
function drawPlot() {
  const canvas = ui.plot, track = state.track, scene = state.scene;
  const current = !!track && !!scene && track.scene === scene.name && track.version === scene.version;
  const parameters = current ? track.parameters : [];
  ui.plotEmpty.hidden = !current || parameters.length > 0;
  canvas.hidden = parameters.length === 0;
  if (canvas.hidden) return;
  const ratio = window.devicePixelRatio || 1;
  const height = PLOT.pad * 2 + parameters.length * PLOT.strip + (parameters.length - 1) * PLOT.gap;
  canvas.style.height = `${height}px`;
  const width = canvas.clientWidth;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  const context = canvas.getContext("2d");
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const frame = state.shown ? state.shown.frame : state.wanted;
  context.textBaseline = "middle";
  parameters.forEach((parameter, index) => {
    const top = PLOT.pad + index * (PLOT.strip + PLOT.gap), values = parameter.values;
    const low = values.reduce((a, b) => Math.min(a, b), Infinity), high = values.reduce((a, b) => Math.max(a, b), -Infinity);
    const y = (value) => (high > low ? top + PLOT.strip - 3 - ((value - low) / (high - low)) * (PLOT.strip - 6) : top + PLOT.strip / 2);
    const color = `hsl(${(200 + index * 137.5) % 360} 75% 62%)`;
    context.fillStyle = "#303134";
    context.fillRect(PLOT.gutter, top, width - PLOT.gutter - PLOT.right, PLOT.strip);
    context.strokeStyle = color;
    context.lineWidth = 1.5;
    context.beginPath();
    values.forEach((value, at) => {
      const x = plotX(at, width, track.frameCount);
      if (at === 0) context.moveTo(x, y(value)); else context.lineTo(x, y(value));
    });
    context.stroke();
    context.fillStyle = color;
    context.font = "600 12px system-ui, sans-serif";
    context.fillText(parameter.name, 0, top + PLOT.strip / 2 - 7, PLOT.gutter - 70);
    context.fillStyle = "#e8eaed";
    context.font = "12px ui-monospace, monospace";
    context.textAlign = "right";
    context.fillText(values[frame] === undefined ? "" : formatValue(values[frame]), PLOT.gutter - 12, top + PLOT.strip / 2 - 7);
    context.textAlign = "left";
    context.fillStyle = "#9aa0a6";
    context.font = "11px system-ui, sans-serif";
    context.fillText(`${formatValue(low)} … ${formatValue(high)}`, 0, top + PLOT.strip / 2 + 8, PLOT.gutter - 8);
  });
  // On a whole pixel, so the 2-pixel cursor is crisp.
  const x = Math.round(plotX(frame, width, track.frameCount));
  context.strokeStyle = "#ffffff";
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(x, PLOT.pad - 3);
  context.lineTo(x, height - PLOT.pad + 3);
  context.stroke();
  canvas.dataset.version = String(track.version);
  canvas.dataset.cursorFrame = String(frame);
  canvas.dataset.cursorX = String(x);
}

// A click or a drag over the plot goes to the frame under the pointer.
function plotPointer(event) {
  const scene = state.scene;
  if (!scene || scene.frameCount == null || (event.type === "pointermove" && !state.plotting)) return;
  const box = ui.plot.getBoundingClientRect();
  const span = box.width - PLOT.gutter - PLOT.right;
  const at = (event.clientX - box.left - PLOT.gutter) / span;
  setPlaying(false);
  setFrame(Math.round(Math.max(0, Math.min(1, at)) * (scene.frameCount - 1)));
}

// Playing: each animation frame asks for the frame the clock has reached, looping at the end.
function tick(now) {
  if (!state.playing) return;
  const scene = state.scene;
  if (!state.playStart) state.playStart = { time: now, frame: state.wanted };
  const elapsed = (now - state.playStart.time) / 1000;
  const frame = (state.playStart.frame + Math.floor(elapsed * scene.fps)) % scene.frameCount;
  if (frame !== state.wanted) setFrame(frame);
  requestAnimationFrame(tick);
}

function setPlaying(playing) {
  const scene = state.scene;
  state.playing = playing && !!scene && scene.frameCount > 1;
  state.playStart = null;
  ui.play.textContent = state.playing ? "Pause" : "Play";
  ui.play.setAttribute("aria-pressed", String(state.playing));
  if (state.playing) requestAnimationFrame(tick);
}

function step(by) {
  setPlaying(false);
  setFrame(state.wanted + by);
}

async function loadScene(name) {
  describe(await getJSON(sceneURL(name)));
}

// Shows whether the server is there: "live", or "server gone" from the moment the event stream
// drops until it is open again.
function setConnection(connection) {
  state.connection = connection;
  ui.connection.dataset.state = connection;
  document.body.dataset.connection = connection;
  ui.connection.textContent = connection === "live" ? "live" : connection === "gone" ? "server gone: reconnecting…" : "connecting…";
  ui.connection.title = connection === "gone"
    ? "The preview server stopped or cannot be reached; the page reconnects when it is back." : "";
}

// Back after the server was gone: it may have been restarted with other scenes or versions, so
// everything kept from before is read again.
// The picker lists the scenes the new server has (a rebuilt program may have others); a scene it
// no longer has gives way to the first it has.
async function reconnected() {
  const name = state.scene ? state.scene.name : null;
  state.shown = null;
  state.paths = null;
  state.track = null;
  const { scenes } = await getJSON("/api/scenes");
  const shown = name && scenes.includes(name) ? name : scenes[0];
  fillPicker(scenes, shown);
  if (!shown) return;
  if (shown !== name) {
    setPlaying(false);
    state.wanted = 0;
    history.replaceState(null, "", `?scene=${encodeURIComponent(shown)}`);
  }
  await loadScene(shown);
}

// Lists the scenes in the picker, `selected` chosen; hidden with fewer than two.
function fillPicker(scenes, selected) {
  ui.picker.replaceChildren(...scenes.map((name) => new Option(name, name, name === selected, name === selected)));
  ui.picker.hidden = scenes.length < 2;
}

// Follows the server's events; when the stream drops, says the server is gone, and opens it again
// (the browser retries by itself while the stream is only interrupted, this page once it gives up).
function listen() {
  const events = new EventSource("/api/events");
  events.addEventListener("open", () => {
    const wasGone = state.connection === "gone";
    setConnection("live");
    if (wasGone) reconnected().catch(() => setConnection("gone"));
  });
  events.addEventListener("reload", async (event) => {
    const data = JSON.parse(event.data);
    if (state.scene && data.scene === state.scene.name) await loadScene(data.scene);
  });
  events.addEventListener("error", (event) => {
    // EventSource also fires "error" (without data) when the connection drops.
    if (!event.data) {
      setConnection("gone");
      if (events.readyState === EventSource.CLOSED) setTimeout(listen, 1000);
      return;
    }
    const data = JSON.parse(event.data);
    if (state.scene && data.scene === state.scene.name) showError(data.error);
  });
}

async function start() {
  ui.scrubber.addEventListener("input", () => { setPlaying(false); setFrame(Number(ui.scrubber.value)); });
  ui.play.addEventListener("click", () => setPlaying(!state.playing));
  ui.back.addEventListener("click", () => step(-1));
  ui.forward.addEventListener("click", () => step(1));
  ui.trajectories.addEventListener("change", () => (ui.trajectories.checked ? loadTrajectories() : drawOverlay()));
  ui.showSizes.addEventListener("change", () => fetchWanted());
  new ResizeObserver(fitStage).observe(ui.stage.parentElement);
  new ResizeObserver(() => drawPlot()).observe(ui.plot.parentElement);
  ui.plot.addEventListener("pointerdown", (event) => {
    state.plotting = true;
    ui.plot.setPointerCapture(event.pointerId);
    plotPointer(event);
  });
  ui.plot.addEventListener("pointermove", plotPointer);
  ui.plot.addEventListener("pointerup", () => { state.plotting = false; });
  document.addEventListener("keydown", (event) => {
    if (event.target === ui.picker || event.target === ui.scrubber) return;
    if (event.key === "ArrowLeft") { step(-1); event.preventDefault(); }
    if (event.key === "ArrowRight") { step(1); event.preventDefault(); }
    if (event.key === " " && event.target !== ui.play) { setPlaying(!state.playing); event.preventDefault(); }
  });
  const { scenes } = await getJSON("/api/scenes");
  const asked = new URLSearchParams(location.search).get("scene");
  const first = scenes.includes(asked) ? asked : scenes[0];
  fillPicker(scenes, first);
  ui.picker.addEventListener("change", async () => {
    setPlaying(false);
    state.wanted = 0;
    state.shown = null;
    state.paths = null;
    state.track = null;
    history.replaceState(null, "", `?scene=${encodeURIComponent(ui.picker.value)}`);
    await loadScene(ui.picker.value);
  });
  listen();
  await loadScene(first);
}

start().catch((error) => showError(`the preview could not start: ${error.message}`));
