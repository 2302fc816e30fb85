// Which folder may not import which, outside the client (eslint-rules/client-layers.js keeps the client's layers):
// - the server's shared infrastructure (server/src/lib) never imports a feature or a job: they use it, not the other
//   way round, so lib can be read, tested and reused without the features;
// - common/ (the API contract and helpers both sides share) never imports the client or the server;
// - a server feature (and a job) enters another feature only through that feature's index.ts, which lists what the
//   feature offers the rest of the server; tests may reach into another feature's fixtures.
// Every import counts, type-only and import() too: a type names the module it comes from just the same.
import { relative, sep } from "node:path";
import { importedPath, repoRoot } from "./import-graph.js";

const BOUNDARIES = [
  {
    from: "server/src/lib",
    never: ["server/src/features", "server/src/jobs"],
    why: "server/src/lib es infraestructura compartida: las features y los jobs la usan, ella no los conoce",
  },
  {
    from: "common",
    never: ["client", "server"],
    why: "common/ es lo que cliente y servidor comparten: ellos lo importan, no al revés",
  },
];

const inside = (path, dir) => path === dir || path.startsWith(dir + sep);

export default {
  rules: {
    "import-direction": {
      meta: {
        type: "problem",
        docs: { description: "server/src/lib never imports features or jobs; common/ never imports the client or the server." },
        schema: [],
      },
      create(context) {
        // the repository's root; the rule's own tests point it at a folder of their own
        const root = context.settings.importGraphRoot ?? repoRoot;
        const file = context.filename;
        const boundary = BOUNDARIES.find(({ from }) => inside(file, `${root}${sep}${from.split("/").join(sep)}`));
        const features = `${root}${sep}server${sep}src${sep}features`;
        const jobs = `${root}${sep}server${sep}src${sep}jobs`;
        const featureOf = (path) => (inside(path, features) ? relative(features, path).split(sep)[0] : null);
        const isTest = /\.test\.ts$/.test(file);
        const checksFeatures = !isTest && (inside(file, features) || inside(file, jobs));
        if (!boundary && !checksFeatures) return {};
        function check(node, source) {
          if (typeof source !== "string") return;
          const target = importedPath(root, file, source);
          if (!target) return;
          const entered = featureOf(target);
          if (checksFeatures && entered && entered !== featureOf(file)) {
            const entry = `${features}${sep}${entered}${sep}index`;
            if (target.replace(/\.ts$/, "") !== entry) {
              context.report({ node, message: `"${source}": entra a la feature ${entered} por su index.ts (server/src/features/${entered}/index.ts).` });
            }
          }
          if (!boundary) return;
          const forbidden = boundary.never.find((dir) => inside(target, `${root}${sep}${dir.split("/").join(sep)}`));
          if (forbidden) {
            const to = relative(root, target).split(sep).join("/");
            context.report({ node, message: `"${source}" (${to}) no se importa desde ${boundary.from}: ${boundary.why}.` });
          }
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
        };
      },
    },
  },
};
