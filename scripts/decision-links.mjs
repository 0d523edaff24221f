// Rewrites citations of the retired docs/decisions.md to the one-file records under docs/decisions/.
//
//   node scripts/decision-links.mjs           rewrite every citation in place, print what changed
//   node scripts/decision-links.mjs --check   exit 1, listing each citation of docs/decisions.md
//                                             or of a docs/decisions/<file>.md that does not exist
//   node scripts/decision-links.mjs --list    print each citation and the record it resolves to
//
// The map (decision-links.json beside this file) has `sections`: a section name as the code
// cites it (letter case and wrapping ignored) → record slug, and `lines`: a phrase of the cited
// line → slug, for citations that name no section or a section split into several records. Every
// file of the repository is searched (not a fixed list), so files that have moved are found.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const map = JSON.parse(readFileSync(new URL('./decision-links.json', import.meta.url), 'utf8'));
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'build',
  'dist',
  'data',
  '.react-router',
  'results',
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|css|html|sh|txt|example)$|^\.[\w.-]+$|^[A-Z]+$/;
const SELF = new Set(['scripts/decision-links.mjs', 'scripts/decision-links.json']);

/** Every text file of the repository, as paths relative to its root. */
function repoFiles(dir = root, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) {
      if (!SKIP_DIRS.has(name)) repoFiles(full, out);
    } else if (TEXT_FILE.test(name) && stat.size < 2_000_000) {
      out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  return out;
}

const normalise = (name) =>
  name
    .replace(/\n[ \t]*(?:\/\/|\*|#)?/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^["'(]+|["').,:;]+$/g, '')
    .trim()
    .toLowerCase();
const sections = new Map(Object.entries(map.sections).map(([k, v]) => [normalise(k), v]));

// A citation: the page, an optional #anchor, then what names the section, which may wrap onto
// the next comment line (`//`, ` * `, `#`).
const CITATION = /(?<![\w/-])(?:\.\.\/|docs\/)?decisions\.md(?:#([\w-]+))?/g;
const LEADER = String.raw`\n[ \t]*(?:\/\/|\*|#)?[ \t]*`;
const PREFIX = new RegExp(String.raw`^(?:[ \t]*\(|[,:]?(?:[ \t]|${LEADER})*)`);
const QUOTED = /^"([^"]+)"(?:\s*(?:\/\/|\*|#)?\s*and\s*(?:\/\/|\*|#)?\s*"([^"]+)")?/;
const AREA_THEN_QUOTED = /^[A-Z][\w ]+[,:][ \t]*"([^"]+)"/;
const UP_TO_PAREN = /^([^()"]+?)(?=\))/;

/** The section names a citation gives after the page, with the length of text they take. */
function namedSections(after) {
  const prefix = PREFIX.exec(after)[0];
  const paren = prefix.includes('(');
  const rest = after.slice(prefix.length);
  let found = null;
  const quoted = QUOTED.exec(rest) ?? AREA_THEN_QUOTED.exec(rest);
  if (quoted) found = { names: quoted.slice(1).filter(Boolean), length: quoted[0].length };
  const bare = !found && UP_TO_PAREN.exec(rest);
  if (bare && sections.has(normalise(bare[1])))
    found = { names: [bare[1]], length: bare[1].length };
  else if (bare && !paren) {
    // `HTTPS and HTTP/2, says why the default stays`: the part before the first comma.
    const first = bare[1].split(',')[0];
    if (sections.has(normalise(first))) found = { names: [first], length: first.length };
  }
  if (!found || (paren && rest[found.length] !== ')')) return { names: [], length: 0 };
  return { names: found.names, length: prefix.length + found.length + (paren ? 1 : 0) };
}

/** The slug(s) a citation resolves to, and how much text after the page it replaces. */
function resolve(text, at, matched, anchor, lineText) {
  const after = text.slice(at + matched.length, at + matched.length + 240);
  const named = namedSections(after);
  const near = (lineText + ' ' + after.split('\n')[0]).replace(/\s+/g, ' ');
  const byLine = map.lines.find(([phrase]) => near.includes(phrase));
  if (byLine) return { slugs: [byLine[1]].flat(), length: named.length };
  const bySection = named.names.map((n) => sections.get(normalise(n)));
  if (named.names.length && bySection.every(Boolean))
    return { slugs: bySection.flat(), length: named.length };
  if (anchor && map.anchors[anchor]) return { slugs: [map.anchors[anchor]].flat(), length: 0 };
  return null;
}

/** Keeps a wrapped comment's second line: the replaced text ends on the first line. */
function replaceSpan(text, start, end, replacement) {
  const span = text.slice(start, end);
  const newline = span.indexOf('\n');
  if (newline < 0) return text.slice(0, start) + replacement + text.slice(end);
  const leader = /^\n[ \t]*(?:\/\/|\*|#)?[ \t]*/.exec(span.slice(newline))[0];
  const rest = text.slice(end);
  const punct = /^[)"'.,:;]*/.exec(rest)[0];
  const tail = rest.slice(punct.length);
  const lineEnd = tail.indexOf('\n');
  const restOfLine = (lineEnd < 0 ? tail : tail.slice(0, lineEnd)).trimStart();
  const next = restOfLine
    ? leader + restOfLine + (lineEnd < 0 ? '' : tail.slice(lineEnd))
    : tail.slice(lineEnd < 0 ? tail.length : lineEnd);
  return text.slice(0, start) + replacement + punct + next;
}

/** A markdown link to the page becomes a link to the index, relative to the file. */
function rewriteMarkdownLinks(file, text) {
  const index = path.posix.relative(path.posix.dirname(file), 'docs/decisions/README.md');
  return text.replace(
    /\[([^\]]*)\]\(((?:\.\.\/|docs\/)*decisions\.md)\)/g,
    (_, label) =>
      `[${label === 'decisions.md' || /decisions\.md$/.test(label) ? 'docs/decisions/' : label}](${index})`,
  );
}

function rewrite(file, text, report) {
  let out = file.endsWith('.md') ? rewriteMarkdownLinks(file, text) : text;
  for (let guard = 0; guard < 1000; guard++) {
    CITATION.lastIndex = 0;
    let m;
    let changed = false;
    while ((m = CITATION.exec(out))) {
      const lineStart = out.lastIndexOf('\n', m.index) + 1;
      const lineText = out.slice(lineStart, out.indexOf('\n', m.index) >>> 0 || undefined);
      const hit = resolve(out, m.index, m[0], m[1], lineText);
      const line = out.slice(0, m.index).split('\n').length;
      if (!hit) continue;
      const slugs = hit.slugs
        .map((s) => (s.includes('/') ? s : `docs/decisions/${s}.md`))
        .join(' and ');
      report.push({
        file,
        line,
        from: out.slice(m.index, m.index + m[0].length + hit.length).replace(/\s+/g, ' '),
        to: slugs,
      });
      out = replaceSpan(out, m.index, m.index + m[0].length + hit.length, slugs);
      changed = true;
      break;
    }
    if (!changed) break;
  }
  return out;
}

/** Citations left: of the retired page, or of a record that does not exist. */
function problems(file, text) {
  const found = [];
  text.split('\n').forEach((lineText, i) => {
    for (const m of lineText.matchAll(/(?<![\w-])decisions\.md\b/g)) {
      found.push(`${file}:${i + 1}: cites docs/decisions.md: ${lineText.trim().slice(0, 120)}`);
      void m;
    }
    for (const m of lineText.matchAll(/docs\/decisions\/([\w.-]+\.md)/g)) {
      if (!existsSync(path.join(root, 'docs/decisions', m[1]))) {
        found.push(`${file}:${i + 1}: no such record docs/decisions/${m[1]}`);
      }
    }
  });
  return found;
}

function main() {
  const mode = process.argv[2] ?? '--write';
  const files = repoFiles().filter((f) => !SELF.has(f) && f !== 'docs/decisions.md');
  if (mode === '--check') {
    const found = files.flatMap((f) => problems(f, readFileSync(path.join(root, f), 'utf8')));
    for (const p of found) console.log(p);
    console.log(
      found.length ? `${found.length} unresolved citation(s)` : 'Every decision citation resolves.',
    );
    process.exit(found.length ? 1 : 0);
  }
  const report = [];
  const left = [];
  for (const file of files) {
    const full = path.join(root, file);
    const text = readFileSync(full, 'utf8');
    if (!text.includes('decisions.md')) continue;
    const out = rewrite(file, text, report);
    if (mode === '--list') left.push(...problems(file, out));
    else if (out !== text) writeFileSync(full, out);
  }
  for (const r of report) console.log(`${r.file}:${r.line}: ${r.from} → ${r.to}`);
  for (const p of left) console.log(`left: ${p}`);
  console.log(`${report.length} citation(s) ${mode === '--list' ? 'resolvable' : 'rewritten'}`);
}

main();
