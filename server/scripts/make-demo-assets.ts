// Regenerates the demo files in server/src/seed/assets: craft-motif illustrations written as SVG and
// rasterised to PNG by Chromium, and the event PDFs written with pdf-lib from the texts in demo-content.ts.
// Run: npx tsx server/scripts/make-demo-assets.ts   (needs /usr/bin/chromium, or CHROMIUM_PATH)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { chromium, type Page } from "playwright-core";
import { demoAbout, demoAssetsDir, demoBlogPosts, demoBook, demoEvents, demoPhotos } from "../src/seed/demo-content.ts";
import { repoRoot } from "../src/lib/paths.ts";

const MAX_BYTES = 150 * 1024;
const c = {
  paper: "#F2E6D0",
  cream: "#FBF5EA",
  red: "#A92F28",
  wine: "#7A1E1E",
  indigo: "#233A5E",
  marigold: "#E3A13B",
  pink: "#D2356E",
  teal: "#1E8A87",
  terracotta: "#B5603A",
  clay: "#8E4426",
  ink: "#2A211D",
  green: "#3F7E3A",
  cobalt: "#1F3F8F",
  purple: "#5B2E6E",
  orange: "#F08A24",
  black: "#1A1716",
};
const serif = "Liberation Serif, DejaVu Serif, serif";

// ---------- SVG helpers ----------
const svg = (w: number, h: number, body: string, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const repeat = (n: number, draw: (i: number) => string) => range(n).map(draw).join("");

/** A Greek-key band (cells of 4u by 4u) starting at x, y. */
function fretBand(x: number, y: number, width: number, u: number, color: string) {
  const cells = Math.floor(width / (4 * u));
  const d = repeat(cells, (i) => {
    const cx = x + i * 4 * u;
    return `M${cx + 0.5 * u} ${y + 3.5 * u}V${y + 0.5 * u}H${cx + 3.5 * u}V${y + 2.5 * u}H${cx + 1.5 * u}V${y + 1.5 * u}H${cx + 2.5 * u}`;
  });
  const base = `M${x + 0.5 * u} ${y + 3.5 * u}H${x + cells * 4 * u - 0.5 * u}`;
  return `<path d="${d}${base}" fill="none" stroke="${color}" stroke-width="${0.6 * u}" stroke-linecap="square"/>`;
}

/** Points of a diamond whose edges are staircases (the Zapotec rombo). */
function steppedDiamondPoints(cx: number, cy: number, r: number, step: number): [number, number][] {
  const n = Math.max(1, Math.round(r / step));
  const s = r / n;
  const topRight: [number, number][] = [[cx, cy - r]];
  for (let i = 0; i < n; i++)
    topRight.push([cx + (i + 1) * s, cy - r + i * s], [cx + (i + 1) * s, cy - r + (i + 1) * s]);
  const bottomRight = [...topRight].reverse().map(([x, y]): [number, number] => [x, 2 * cy - y]);
  const bottomLeft = topRight.map(([x, y]): [number, number] => [2 * cx - x, 2 * cy - y]);
  const topLeft = [...topRight].reverse().map(([x, y]): [number, number] => [2 * cx - x, y]);
  return [...topRight, ...bottomRight, ...bottomLeft, ...topLeft];
}
const polygon = (points: [number, number][], fill: string) =>
  `<polygon points="${points.map((p) => p.join(",")).join(" ")}" fill="${fill}"/>`;

/** Nested stepped diamonds, colours from the outside in. */
function rombo(cx: number, cy: number, r: number, step: number, colors: string[]) {
  const ring = r / colors.length;
  return colors.map((color, i) => polygon(steppedDiamondPoints(cx, cy, r - i * ring, step), color)).join("");
}

/** Horizontal weft lines that give flat colour a woven feel. */
const weftPattern = (id: string, gap: number, opacity: number) =>
  `<pattern id="${id}" width="8" height="${gap}" patternUnits="userSpaceOnUse"><rect width="8" height="1" fill="#000" opacity="${opacity}"/></pattern>`;

const flower = (cx: number, cy: number, petals: number, rx: number, ry: number, color: string, center: string) =>
  repeat(petals, (i) => ellipse(cx, cy - ry, rx, ry, color, `transform="rotate(${(360 / petals) * i} ${cx} ${cy})"`)) +
  circle(cx, cy, rx * 0.9, center);

// ---------- Book images (800 x 1000) ----------
function bookCover() {
  const warp = repeat(
    50,
    (i) => `<line x1="${8 + i * 16}" y1="0" x2="${8 + i * 16}" y2="1000" stroke="#E2D0B0" stroke-width="2"/>`,
  );
  const diamonds = repeat(5, (i) => rombo(100 + i * 150, 700, 62, 10, [c.marigold, c.red, c.indigo, c.cream, c.red]));
  const bandWarp = repeat(
    50,
    (i) =>
      `<line x1="${8 + i * 16}" y1="560" x2="${8 + i * 16}" y2="840" stroke="#fff" stroke-width="2" opacity="0.1"/>`,
  );
  return svg(
    800,
    1000,
    `
    ${rect(0, 0, 800, 1000, c.paper)}${warp}
    ${fretBand(80, 70, 640, 10, c.red)}
    <text x="400" y="320" text-anchor="middle" font-family="${serif}" font-size="132" fill="${c.indigo}" letter-spacing="2">Urdimbre</text>
    <text x="400" y="398" text-anchor="middle" font-family="${serif}" font-style="italic" font-size="34" fill="${c.ink}">historias creativas de artesanas</text>
    <text x="400" y="442" text-anchor="middle" font-family="${serif}" font-style="italic" font-size="34" fill="${c.ink}">y artesanos de México</text>
    <line x1="250" y1="498" x2="370" y2="498" stroke="${c.red}" stroke-width="2"/><line x1="430" y1="498" x2="550" y2="498" stroke="${c.red}" stroke-width="2"/>
    ${rombo(400, 498, 16, 4, [c.red, c.marigold])}
    ${rect(0, 560, 800, 280, c.red)}${rect(0, 560, 800, 18, c.marigold)}${rect(0, 822, 800, 18, c.marigold)}
    ${rect(0, 590, 800, 6, c.indigo)}${rect(0, 804, 800, 6, c.indigo)}
    ${diamonds}${bandWarp}${rect(0, 560, 800, 280, "url(#weft)")}
    <text x="400" y="915" text-anchor="middle" font-family="${serif}" font-size="30" fill="${c.indigo}" letter-spacing="7">MARIANA VELASCO</text>
    <text x="400" y="958" text-anchor="middle" font-family="${serif}" font-size="19" fill="${c.clay}" letter-spacing="2">Ediciones Volcán</text>
    ${rect(0, 0, 14, 1000, "#000", 'opacity="0.10"')}`,
    weftPattern("weft", 5, 0.08),
  );
}

function bookRug() {
  const fringe = (y: number) =>
    repeat(
      85,
      (i) =>
        `<line x1="${66 + i * 8}" y1="${y}" x2="${66 + i * 8}" y2="${y + 34}" stroke="${c.cream}" stroke-width="3"/>`,
    );
  const sideDiamonds = (x: number) => repeat(11, (i) => rombo(x, 200 + i * 60, 10, 5, [c.marigold]));
  return svg(
    800,
    1000,
    `
    ${rect(0, 0, 800, 1000, "#E7D6B8")}${fringe(28)}${fringe(938)}
    ${rect(60, 60, 680, 880, c.red)}
    ${rect(60, 60, 680, 86, c.indigo)}${fretBand(84, 75, 640, 14, c.marigold)}
    ${rect(60, 854, 680, 86, c.indigo)}${fretBand(84, 869, 640, 14, c.marigold)}
    ${rect(60, 146, 28, 708, c.indigo)}${rect(712, 146, 28, 708, c.indigo)}${sideDiamonds(74)}${sideDiamonds(726)}
    ${rect(88, 160, 624, 8, c.marigold)}${rect(88, 832, 624, 8, c.marigold)}
    ${rombo(400, 500, 270, 18, [c.indigo, c.marigold, c.red, c.cream, c.indigo, c.marigold, c.red])}
    ${[
      [190, 270],
      [610, 270],
      [190, 730],
      [610, 730],
    ]
      .map(([x, y]) => rombo(x, y, 64, 8, [c.marigold, c.indigo, c.cream]))
      .join("")}
    ${rect(60, 60, 680, 880, "url(#weft)")}`,
    weftPattern("weft", 6, 0.1),
  );
}

function vessel(
  cx: number,
  base: number,
  rx: number,
  ry: number,
  neck: number,
  color: string,
  id: string,
  decoration: string,
) {
  const cy = base - ry;
  const shape = `${ellipse(cx, cy, rx, ry, color)}${rect(cx - neck / 2, cy - ry - 50, neck, 70, color)}${ellipse(cx, cy - ry - 50, neck / 2 + 14, 14, color)}${ellipse(cx, cy - ry - 50, neck / 2, 8, "#3A1A10", 'opacity="0.55"')}`;
  return `<clipPath id="${id}">${ellipse(cx, cy, rx, ry, "#000")}</clipPath>
    ${shape}
    <g clip-path="url(#${id})">${decoration}</g>${ellipse(cx - rx * 0.35, cy - ry * 0.4, rx * 0.28, ry * 0.45, "#fff", 'opacity="0.13"')}`;
}

function bookPottery() {
  const zigzag = (y: number, x0: number, x1: number, color: string) =>
    `<polyline points="${range(Math.ceil((x1 - x0) / 30) + 1)
      .map((i) => `${x0 + i * 30},${y + (i % 2 ? -16 : 16)}`)
      .join(" ")}" fill="none" stroke="${color}" stroke-width="8"/>`;
  const olla = vessel(
    400,
    820,
    175,
    165,
    130,
    c.terracotta,
    "olla",
    `${rect(200, 600, 400, 14, c.cream)}${zigzag(650, 220, 600, c.cream)}${rect(200, 686, 400, 14, c.cream)}${repeat(9, (i) => circle(250 + i * 38, 730, 7, c.ink))}`,
  );
  const jarro = vessel(
    170,
    850,
    105,
    105,
    80,
    c.clay,
    "jarro",
    repeat(5, (row) => repeat(7, (i) => circle(80 + i * 32 + (row % 2) * 16, 700 + row * 34, 6, c.cream))),
  );
  const cantaro = vessel(
    635,
    850,
    110,
    130,
    70,
    "#C7794A",
    "cantaro",
    repeat(4, (i) => rect(500, 650 + i * 45, 280, 12, i % 2 ? c.ink : c.cream)),
  );
  const handle = `<path d="M78 700 C20 690 25 800 90 790" fill="none" stroke="${c.clay}" stroke-width="20"/>`;
  const shadows = [
    [170, 850, 95],
    [635, 850, 100],
    [400, 820, 160],
  ]
    .map(([x, y, rx]) => ellipse(x, y, rx, 16, "#000", 'opacity="0.18"'))
    .join("");
  const plate = `${circle(400, 250, 140, "#000", 'opacity="0.12" transform="translate(8 10)"')}${circle(400, 250, 140, c.terracotta)}${circle(400, 250, 112, c.cream)}
    ${repeat(16, (i) => circle(400 + 126 * Math.cos((Math.PI / 8) * i), 250 + 126 * Math.sin((Math.PI / 8) * i), 5, c.cream))}
    ${flower(400, 250, 8, 16, 44, c.terracotta, c.marigold)}${circle(400, 250, 8, c.clay)}`;
  return svg(
    800,
    1000,
    `
    ${rect(0, 0, 800, 1000, "#E7CBA0")}${rect(0, 760, 800, 240, "#C98E5A")}${rect(0, 760, 800, 6, "#A9703F")}
    ${plate}${shadows}${handle}${jarro}${cantaro}${olla}`,
  );
}

function papelPicadoFlag(x: number, y: number, color: string, motif: number, id: string) {
  const w = 200,
    h = 250;
  const edge = range(11)
    .map((i) => `${i * 20},${i % 2 ? h - 18 : h}`)
    .join(" ");
  const motifs = [
    flower(100, 125, 8, 14, 34, "#000", "#fff") + circle(100, 125, 7, "#000"),
    circle(100, 125, 34, "#000") +
      repeat(12, (i) => `<polygon points="92,72 108,72 100,50" fill="#000" transform="rotate(${i * 30} 100 125)"/>`),
    rombo(100, 125, 62, 10, ["#000", "#fff", "#000"]),
  ];
  const holes =
    motifs[motif] +
    repeat(9, (i) => rombo(20 + i * 20, 26, 6, 3, ["#000"])) +
    repeat(9, (i) => circle(20 + i * 20, 212, 5, "#000"));
  return `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><polygon points="0,0 ${w},0 ${edge.split(" ").reverse().join(" ")}" fill="#fff"/>${holes}</mask>
    <g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" fill="${color}" mask="url(#${id})"/></g>`;
}

function bookPapelPicado() {
  const colors = [c.pink, c.marigold, c.teal, c.orange, c.green, c.purple, c.red, c.pink, c.teal];
  const rows = [110, 420, 730];
  const strings = rows.map(
    (y) => `<path d="M0 ${y - 6} Q400 ${y + 24} 800 ${y - 6}" fill="none" stroke="${c.cream}" stroke-width="3"/>`,
  );
  const flags = rows.flatMap((y, row) =>
    range(3).map((i) =>
      papelPicadoFlag(40 + i * 250, y + (i === 1 ? 8 : 0), colors[row * 3 + i], (row + i) % 3, `f${row}${i}`),
    ),
  );
  return svg(800, 1000, `${rect(0, 0, 800, 1000, "#1E2B4A")}${strings.join("")}${flags.join("")}`);
}

// ---------- Photos (1200 x 900) ----------
function photoLoom() {
  const warp = repeat(
    91,
    (i) => `<line x1="${240 + i * 8}" y1="120" x2="${240 + i * 8}" y2="440" stroke="#F1E6D0" stroke-width="2"/>`,
  );
  const heddles = repeat(
    46,
    (i) => `<line x1="${242 + i * 16}" y1="300" x2="${242 + i * 16}" y2="350" stroke="#8B6A4A" stroke-width="2"/>`,
  );
  const cloth = `${rect(240, 440, 720, 320, c.cream)}${rect(240, 450, 720, 24, c.red)}${rect(240, 486, 720, 10, c.indigo)}
    ${repeat(3, (i) => rombo(360 + i * 240, 610, 96, 12, [c.red, c.indigo, c.marigold, c.cream, c.red]))}
    ${rect(240, 724, 720, 10, c.indigo)}${rect(240, 742, 720, 18, c.red)}${rect(240, 440, 720, 320, "url(#weft)")}`;
  const skein = (x: number, y: number, r: number, color: string) =>
    circle(x, y, r, color) +
    repeat(
      4,
      (i) =>
        `<path d="M${x - r * 0.9} ${y - r * 0.5 + i * r * 0.3} Q${x} ${y - r * 0.9 + i * r * 0.45} ${x + r * 0.9} ${y - r * 0.3 + i * r * 0.3}" fill="none" stroke="#000" stroke-width="3" opacity="0.18"/>`,
    );
  return svg(
    1200,
    900,
    `
    ${rect(0, 0, 1200, 900, "#E4CBA6")}${rect(0, 820, 1200, 80, "#B98A5E")}
    ${rect(170, 30, 50, 820, "#6B4226")}${rect(980, 30, 50, 820, "#6B4226")}
    ${rect(150, 80, 900, 40, "#7E5030")}${warp}${heddles}${rect(200, 320, 800, 14, "#7E5030")}
    <path d="M420 420 Q600 380 780 420 Q600 440 420 420Z" fill="#A8763F"/><line x1="470" y1="414" x2="730" y2="414" stroke="${c.marigold}" stroke-width="8"/>
    ${cloth}${rect(150, 760, 900, 44, "#7E5030")}
    ${skein(100, 828, 46, c.red)}${skein(1110, 822, 52, c.indigo)}${skein(1050, 856, 34, c.marigold)}`,
    weftPattern("weft", 5, 0.09),
  );
}

function photoColimaDog() {
  return svg(
    1200,
    900,
    `
    ${rect(0, 0, 1200, 900, "#E2B476")}${rect(0, 690, 1200, 210, "#C1824F")}
    ${fretBand(80, 60, 1040, 12, "#D39C5C")}
    ${ellipse(600, 760, 360, 36, "#000", 'opacity="0.2"')}
    <path d="M330 500 C270 470 250 400 290 360" fill="none" stroke="#A2461F" stroke-width="36" stroke-linecap="round"/>
    ${ellipse(420, 690, 44, 70, "#963F22")}${ellipse(700, 690, 44, 70, "#963F22")}
    ${ellipse(560, 540, 270, 160, "#B4512C")}
    ${ellipse(360, 700, 46, 66, "#B4512C")}${ellipse(760, 700, 46, 66, "#B4512C")}
    ${ellipse(780, 440, 100, 110, "#B4512C")}
    <polygon points="760,330 790,210 830,320" fill="#A2461F"/><polygon points="815,320 870,225 875,345" fill="#A2461F"/>
    ${ellipse(850, 380, 115, 80, "#B4512C", 'transform="rotate(-28 850 380)"')}
    ${ellipse(945, 325, 58, 36, "#B4512C", 'transform="rotate(-40 945 325)"')}
    ${circle(988, 292, 10, "#3A1A10")}${ellipse(850, 360, 14, 10, "#3A1A10")}
    ${ellipse(540, 440, 150, 30, "#fff", 'opacity="0.12"')}${ellipse(915, 318, 34, 9, "#fff", 'opacity="0.14" transform="rotate(-35 915 318)"')}
    ${ellipse(640, 600, 60, 30, "#7C301A", 'opacity="0.25"')}${ellipse(450, 580, 40, 22, "#7C301A", 'opacity="0.25"')}`,
  );
}

function photoLacquer() {
  const planks = repeat(6, (i) => rect(0, i * 150, 1200, 4, "#5E3A21"));
  const ring = [c.marigold, c.cream, c.pink, "#2FA3A0", c.marigold, c.cream];
  const around = repeat(6, (i) => {
    const a = (Math.PI / 3) * i;
    const x = 600 + 235 * Math.cos(a),
      y = 450 + 235 * Math.sin(a);
    const leafA = a + Math.PI / 6;
    const lx = 600 + 245 * Math.cos(leafA),
      ly = 450 + 245 * Math.sin(leafA);
    return (
      ellipse(lx, ly, 18, 46, c.green, `transform="rotate(${(leafA * 180) / Math.PI} ${lx} ${ly})"`) +
      flower(x, y, 6, 22, 40, ring[i], c.red)
    );
  });
  const dots = repeat(24, (i) =>
    circle(
      600 + 330 * Math.cos((Math.PI / 12) * i),
      450 + 330 * Math.sin((Math.PI / 12) * i),
      7,
      i % 2 ? c.marigold : c.red,
    ),
  );
  return svg(
    1200,
    900,
    `
    ${rect(0, 0, 1200, 900, "#7A4B2B")}${planks}
    ${ellipse(615, 470, 400, 400, "#000", 'opacity="0.3"')}
    ${circle(600, 450, 395, c.black)}${circle(600, 450, 395, "none", 'stroke="#3A2B22" stroke-width="26"')}
    ${circle(600, 450, 355, "none", `stroke="${c.red}" stroke-width="6"`)}${dots}${around}
    ${repeat(8, (i) => ellipse(600, 450 - 150, 20, 50, c.green, `transform="rotate(${22.5 + i * 45} 600 450)"`))}
    ${flower(600, 450, 8, 40, 92, "#C8322C", c.marigold)}${circle(600, 450, 16, c.black)}
    <path d="M300 260 A360 360 0 0 1 560 110" fill="none" stroke="#fff" stroke-width="22" opacity="0.08" stroke-linecap="round"/>`,
  );
}

function photoAlebrije() {
  const bodyPattern = `${repeat(
    14,
    (i) =>
      `<polyline points="${range(8)
        .map((k) => `${400 + k * 70},${400 + i * 30 + (k % 2 ? 14 : 0)}`)
        .join(" ")}" fill="none" stroke="${c.marigold}" stroke-width="7"/>`,
  )}
    ${repeat(6, (i) => circle(470 + i * 70, 470 + (i % 2) * 40, 12, "#2FA3A0"))}`;
  return svg(
    1200,
    900,
    `
    ${rect(0, 0, 1200, 900, "#2F1D4A")}${ellipse(620, 790, 460, 70, "#4A2E6B")}
    ${repeat(22, (i) => circle((i * 263) % 1200, 40 + ((i * 151) % 360), 3, "#F6D989", 'opacity="0.7"'))}
    <path d="M820 500 C960 480 1010 360 960 300 C920 250 860 290 890 330" fill="none" stroke="${c.teal}" stroke-width="40" stroke-linecap="round"/>
    <path d="M820 500 C960 480 1010 360 960 300 C920 250 860 290 890 330" fill="none" stroke="${c.marigold}" stroke-width="40" stroke-dasharray="10 26"/>
    <path d="M600 420 Q560 170 760 110 Q720 300 700 420Z" fill="${c.orange}"/><path d="M640 410 Q640 230 740 150" fill="none" stroke="${c.teal}" stroke-width="8"/>
    ${ellipse(470, 700, 30, 90, "#A8275A")}${ellipse(760, 700, 30, 90, "#A8275A")}
    <clipPath id="body">${ellipse(640, 520, 240, 125, "#000")}</clipPath>
    ${ellipse(640, 520, 240, 125, c.pink)}<g clip-path="url(#body)">${bodyPattern}</g>
    ${ellipse(540, 710, 32, 92, c.pink)}${ellipse(830, 700, 32, 92, c.pink)}
    ${[470, 540, 760, 830].map((x) => ellipse(x, 790, 40, 18, c.marigold)).join("")}
    ${repeat(7, (i) => `<polygon points="${520 + i * 45},410 ${542 + i * 45},370 ${564 + i * 45},412" fill="${c.marigold}"/>`)}
    <path d="M700 390 Q780 130 1000 120 Q880 240 810 420Z" fill="${c.orange}"/><path d="M760 400 Q820 240 960 150" fill="none" stroke="${c.teal}" stroke-width="8"/>
    ${ellipse(470, 460, 100, 90, c.pink)}
    <polygon points="330,330 350,230 390,320" fill="${c.teal}"/><polygon points="400,320 450,225 455,330" fill="${c.teal}"/>
    ${ellipse(380, 410, 120, 100, c.marigold)}${ellipse(280, 450, 80, 52, c.orange)}
    ${repeat(5, (i) => `<polygon points="${230 + i * 22},478 ${241 + i * 22},500 ${252 + i * 22},478" fill="#fff"/>`)}
    ${circle(385, 385, 28, "#fff")}${circle(378, 388, 14, c.black)}
    ${repeat(6, (i) => circle(410 + (i % 3) * 30, 440 + Math.floor(i / 3) * 30, 7, c.pink))}`,
  );
}

function blackVessel(cx: number, base: number, rx: number, ry: number, neck: number, id: string, band: string) {
  const cy = base - ry;
  return `<clipPath id="${id}">${ellipse(cx, cy, rx, ry, "#000")}</clipPath>
    ${ellipse(cx, base, rx * 0.95, 18, "#000", 'opacity="0.25"')}
    ${rect(cx - neck / 2, cy - ry - 60, neck, 90, "url(#sheen)")}${ellipse(cx, cy - ry - 60, neck / 2 + 16, 14, "#2A2726")}
    ${ellipse(cx, cy, rx, ry, "url(#sheen)")}<g clip-path="url(#${id})">${band}</g>`;
}

function photoBlackPottery() {
  const matteBand = (cx: number, y: number, w: number) =>
    `${rect(cx - w / 2, y, w, 70, "#363230")}${repeat(Math.floor(w / 60), (i) => flower(cx - w / 2 + 30 + i * 60, y + 35, 5, 6, 14, "#514B48", "#363230"))}`;
  const sheen = `<radialGradient id="sheen" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#6B6664"/><stop offset="0.35" stop-color="#2A2726"/><stop offset="1" stop-color="#121010"/></radialGradient>`;
  return svg(
    1200,
    900,
    `
    ${rect(0, 0, 1200, 900, "#E8D5B5")}${rect(0, 700, 1200, 200, "#B88B5E")}${rect(0, 700, 1200, 6, "#9C7048")}
    ${fretBand(80, 60, 1040, 12, "#D6BE98")}
    <path d="M975 540 C1080 530 1085 700 985 705" fill="none" stroke="#1C1A1A" stroke-width="24"/>
    ${blackVessel(330, 780, 140, 115, 90, "v1", matteBand(330, 620, 280))}
    ${blackVessel(880, 770, 120, 145, 70, "v3", matteBand(880, 600, 240))}
    ${blackVessel(600, 800, 190, 210, 100, "v2", matteBand(600, 560, 380))}`,
    sheen,
  );
}

function talaveraTile(x: number, y: number, accent: string) {
  const t = 300;
  const corners = [
    [0, 0],
    [t, 0],
    [0, t],
    [t, t],
  ]
    .map(([cx, cy]) => circle(cx, cy, 70, c.cobalt) + circle(cx, cy, 42, c.cream) + circle(cx, cy, 18, accent))
    .join("");
  const edgeDots = [
    [150, 14],
    [150, 286],
    [14, 150],
    [286, 150],
  ]
    .map(([cx, cy]) => circle(cx, cy, 11, c.cobalt))
    .join("");
  return `<g transform="translate(${x} ${y})"><clipPath id="t${x}-${y}"><rect width="${t}" height="${t}"/></clipPath><g clip-path="url(#t${x}-${y})">
    ${rect(0, 0, t, t, c.cream)}${corners}${edgeDots}
    ${repeat(4, (i) => ellipse(150, 150 - 95, 14, 26, c.green, `transform="rotate(${45 + i * 90} 150 150)"`))}
    ${flower(150, 150, 8, 24, 62, c.cobalt, accent)}${circle(150, 150, 12, c.cobalt)}</g></g>`;
}

function photoTalavera() {
  const tiles = range(12)
    .map((i) => talaveraTile((i % 4) * 300, Math.floor(i / 4) * 300, i % 2 ? c.marigold : "#E4B64A"))
    .join("");
  const grout = `${repeat(3, (i) => rect(297 + i * 300, 0, 6, 900, "#CFC6B3"))}${repeat(2, (i) => rect(0, 297 + i * 300, 1200, 6, "#CFC6B3"))}`;
  return svg(1200, 900, `${tiles}${grout}`);
}

// ---------- PDFs ----------
type DemoEvent = (typeof demoEvents)[number];
const pdfColor = (hex: string) =>
  rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function drawRombo(page: PDFPage, x: number, y: number, r: number, colors: string[]) {
  const ring = r / colors.length;
  colors.forEach((color, i) => {
    const points = steppedDiamondPoints(0, 0, r - i * ring, r / 8);
    page.drawSvgPath(`M${points.map((p) => p.join(" ")).join("L")}Z`, { x, y, color: pdfColor(color) });
  });
}

function drawBand(page: PDFPage, y: number, height: number) {
  const { width } = page.getSize();
  page.drawRectangle({ x: 0, y, width, height, color: pdfColor(c.red) });
  const r = height * 0.32;
  for (let x = r + 8; x < width; x += r * 3) drawRombo(page, x, y + height / 2, r, [c.marigold]);
}

async function eventPdf(event: DemoEvent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fixedDate = new Date("2025-01-10T12:00:00.000Z"); // a fixed date keeps regenerated files identical
  doc.setTitle(event.title);
  doc.setAuthor("Mariana Velasco");
  doc.setSubject(event.description);
  doc.setLanguage("es-MX");
  doc.setCreator("Urdimbre — contenido de demostración");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  const page = doc.addPage([595.28, 841.89]);
  const serifFont = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const { width, height } = page.getSize();
  const margin = 60;
  const textWidth = width - margin * 2;

  drawBand(page, height - 70, 70);
  page.drawText("URDIMBRE · EVENTOS", { x: margin, y: height - 100, size: 10, font: sans, color: pdfColor(c.clay) });
  let y = height - 140;
  for (const line of wrap(event.title, bold, 26, textWidth)) {
    page.drawText(line, { x: margin, y, size: 26, font: bold, color: pdfColor(c.indigo) });
    y -= 32;
  }
  y -= 10;
  for (const [label, value] of [
    ["Fecha", event.date],
    ["Lugar", event.place],
  ]) {
    page.drawText(`${label}:`, { x: margin, y, size: 13, font: bold, color: pdfColor(c.red) });
    for (const line of wrap(value, serifFont, 13, textWidth - 50)) {
      page.drawText(line, { x: margin + 50, y, size: 13, font: serifFont, color: pdfColor(c.ink) });
      y -= 18;
    }
    y -= 4;
  }
  y -= 10;
  page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 1, color: pdfColor(c.marigold) });
  y -= 30;
  for (const paragraph of event.text) {
    for (const line of wrap(paragraph, serifFont, 13, textWidth)) {
      page.drawText(line, { x: margin, y, size: 13, font: serifFont, color: pdfColor(c.ink), lineHeight: 18 });
      y -= 19;
    }
    y -= 10;
  }
  drawRombo(page, width / 2, Math.min(y - 110, 250), 90, [c.indigo, c.marigold, c.red, c.cream, c.indigo, c.marigold]);
  const footer = `Mariana Velasco · ${demoBook.name} · ${demoBook.editorial}`;
  for (const [i, line] of wrap(footer, sans, 9, textWidth).entries()) {
    page.drawText(line, { x: margin, y: 70 - i * 12, size: 9, font: sans, color: pdfColor("#6B5E55") });
  }
  drawBand(page, 0, 30);
  return doc.save({ useObjectStreams: true });
}

/** An illustration kept as SVG (the site's own in client/src/assets, or server/scripts/demo-illustrations), drawn at width x height. */
const illustration = (path: string, width: number, height: number) => () =>
  readFileSync(join(repoRoot, path), "utf8").replace(
    /<svg([^>]*?) width="\d+" height="\d+"/,
    `<svg$1 width="${width}" height="${height}"`,
  );

// ---------- main ----------
const images: Record<string, { width: number; height: number; draw: () => string }> = {
  "libro-portada.webp": { width: 800, height: 1000, draw: bookCover },
  "libro-tapete.webp": { width: 800, height: 1000, draw: bookRug },
  "libro-ollas.webp": { width: 800, height: 1000, draw: bookPottery },
  "libro-papel-picado.webp": { width: 800, height: 1000, draw: bookPapelPicado },
  "foto-telar.webp": { width: 1200, height: 900, draw: photoLoom },
  "foto-perrito-colima.webp": { width: 1200, height: 900, draw: photoColimaDog },
  "foto-maque.webp": { width: 1200, height: 900, draw: photoLacquer },
  "foto-alebrije.webp": { width: 1200, height: 900, draw: photoAlebrije },
  "foto-barro-negro.webp": { width: 1200, height: 900, draw: photoBlackPottery },
  "foto-talavera.webp": { width: 1200, height: 900, draw: photoTalavera },
  "sobre-mi-retrato.webp": { width: 800, height: 960, draw: illustration("client/src/assets/retrato.svg", 800, 960) },
  "blog-telar.webp": {
    width: 1200,
    height: 675,
    draw: illustration("server/scripts/demo-illustrations/blog-telar.svg", 1200, 675),
  },
  "blog-barro.webp": {
    width: 1200,
    height: 675,
    draw: illustration("server/scripts/demo-illustrations/blog-barro.svg", 1200, 675),
  },
  "blog-papel.webp": {
    width: 1200,
    height: 675,
    draw: illustration("server/scripts/demo-illustrations/blog-papel.svg", 1200, 675),
  },
};

const needed = [
  ...demoBook.images,
  ...demoPhotos.map((p) => p.file),
  demoAbout.portrait,
  ...demoBlogPosts.map((post) => post.image),
];
const missing = needed.filter((file) => !images[file]);
if (missing.length) throw new Error(`Sin dibujo para: ${missing.join(", ")}`);

/** Re-encodes a PNG as WebP with Chromium's own encoder (a canvas in the page). */
async function toWebp(page: Page, png: Buffer): Promise<Buffer> {
  const src = `data:image/png;base64,${png.toString("base64")}`;
  const dataUrl = await page.evaluate<string>(`(async () => {
    const image = new Image();
    image.src = ${JSON.stringify(src)};
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext("2d").drawImage(image, 0, 0);
    return canvas.toDataURL("image/webp", 0.86);
  })()`);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

mkdirSync(demoAssetsDir, { recursive: true });
const only = process.argv[2]; // optional: one file name, to iterate on a single drawing
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
let total = 0;
try {
  const page = await browser.newPage();
  for (const [file, { width, height, draw }] of Object.entries(images)) {
    if (only && only !== file) continue;
    await page.setViewportSize({ width, height });
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0}svg{display:block}</style></head><body>${draw()}</body></html>`,
    );
    const png = await page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height } });
    const webp = await toWebp(page, png); // a fraction of the PNG's weight: these are the pages' largest paints
    if (webp.length > MAX_BYTES)
      throw new Error(`${file} pesa ${Math.round(webp.length / 1024)} KB (máximo ${MAX_BYTES / 1024} KB)`);
    writeFileSync(join(demoAssetsDir, file), webp);
    total += webp.length;
    console.log(`${file}  ${Math.round(webp.length / 1024)} KB`);
  }
} finally {
  await browser.close();
}
for (const event of demoEvents) {
  if (only && only !== event.file) continue;
  const pdf = await eventPdf(event);
  writeFileSync(join(demoAssetsDir, event.file), pdf);
  total += pdf.length;
  console.log(`${event.file}  ${Math.round(pdf.length / 1024)} KB`);
}
console.log(`total ${Math.round(total / 1024)} KB en ${demoAssetsDir}`);
