// zoetrope preview: scrubs and plays one served scene, and follows its file through the events.
// The server draws every frame (GET /api/scenes/NAME/frames/N.png); this page asks for one frame
// at a time, so playing drops frames rather than falling behind. docs/preview.md has the API.
"use strict";

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const ui = {
  picker: $("scene-picker"), name: $("scene-name"), facts: $("facts"), frame: $("frame"),
  error: $("error"), errorText: $("error-text"), back: $("step-back"), play: $("play"),
  forward: $("step-forward"), scrubber: $("scrubber"), frameNumber: $("frame-number"),
  lastFrame: $("last-frame"), time: $("time"),
};

const state = {
  scene: null,        // the scene's description (GET /api/scenes/NAME)
  wanted: 0,          // the frame asked for last
  shown: null,        // {frame, version} of the picture on the page
  loading: false,     // whether a frame is being fetched
  playing: false,
  playStart: null,    // {time, frame}: when playing started and from which frame
};

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
    + `${scene.views.length} views`;
  ui.frame.width = scene.canvas.width;
  ui.frame.height = scene.canvas.height;
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
  const frame = state.wanted, version = scene.version;
  if (state.shown && state.shown.frame === frame && state.shown.version === version) return;
  state.loading = true;
  try {
    const response = await fetch(`${sceneURL(scene.name)}/frames/${frame}.png?v=${version}`, { cache: "no-store" });
    if (!response.ok) {
      const body = await response.json();
      showError(body.error);
    } else {
      const picture = URL.createObjectURL(await response.blob());
      await new Promise((resolve) => { ui.frame.onload = resolve; ui.frame.onerror = resolve; ui.frame.src = picture; });
      if (ui.frame.dataset.url) URL.revokeObjectURL(ui.frame.dataset.url);
      ui.frame.dataset.url = picture;
      ui.frame.dataset.frame = String(frame);
      state.shown = { frame, version };
      ui.frameNumber.textContent = String(frame);
      ui.time.textContent = `${(frame / scene.fps).toFixed(3)} s`;
    }
  } catch (error) {
    showError(`cannot reach the preview server: ${error.message}`);
  } finally {
    state.loading = false;
  }
  if (state.wanted !== frame || state.scene.version !== version) fetchWanted();
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

function listen() {
  const events = new EventSource("/api/events");
  events.addEventListener("reload", async (event) => {
    const data = JSON.parse(event.data);
    if (state.scene && data.scene === state.scene.name) await loadScene(data.scene);
  });
  events.addEventListener("error", (event) => {
    // EventSource also fires "error" (without data) when the connection drops; it reconnects itself.
    if (!event.data) return;
    const data = JSON.parse(event.data);
    if (state.scene && data.scene === state.scene.name) showError(data.error);
  });
}

async function start() {
  ui.scrubber.addEventListener("input", () => { setPlaying(false); setFrame(Number(ui.scrubber.value)); });
  ui.play.addEventListener("click", () => setPlaying(!state.playing));
  ui.back.addEventListener("click", () => step(-1));
  ui.forward.addEventListener("click", () => step(1));
  document.addEventListener("keydown", (event) => {
    if (event.target === ui.picker) return;
    if (event.key === "ArrowLeft") { step(-1); event.preventDefault(); }
    if (event.key === "ArrowRight") { step(1); event.preventDefault(); }
    if (event.key === " " && event.target !== ui.play) { setPlaying(!state.playing); event.preventDefault(); }
  });
  const { scenes } = await getJSON("/api/scenes");
  const asked = new URLSearchParams(location.search).get("scene");
  const first = scenes.includes(asked) ? asked : scenes[0];
  ui.picker.hidden = scenes.length < 2;
  for (const name of scenes) ui.picker.add(new Option(name, name, name === first, name === first));
  ui.picker.addEventListener("change", async () => {
    setPlaying(false);
    state.wanted = 0;
    state.shown = null;
    history.replaceState(null, "", `?scene=${encodeURIComponent(ui.picker.value)}`);
    await loadScene(ui.picker.value);
  });
  listen();
  await loadScene(first);
}

start().catch((error) => showError(`the preview could not start: ${error.message}`));
