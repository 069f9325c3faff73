/**
 * The one writer of docs/figures.md: a command that measures something calls `recordFigure` and
 * its row (what, number, date, machine and load, command) replaces the row of the same `what`, or
 * joins the table. A figure is only worth its machine and load, so both are read here, never typed.
 *
 * It writes only when RECORD_FIGURES=1: CI and everyday runs leave the tree clean.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const figuresFile = path.join(root, 'docs/figures.md');

const header = ['what', 'number', 'date', 'machine and load', 'command'];

/** Whether this run records its figures (RECORD_FIGURES=1). */
function recordingFigures() {
  return process.env.RECORD_FIGURES === '1';
}

/** `2 × AMD EPYC`: the cores and their model, as Node reads them. */
export function machine() {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}`;
}

/** The load average over 1, 5 and 15 minutes, e.g. `load 2.3 / 1.1 / 0.6`. */
export function load(averages = loadavg()) {
  return `load ${averages.map((value) => value.toFixed(1)).join(' / ')}`;
}

const cell = (text) =>
  String(text)
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
const cellsOf = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((part) => part.trim());

/**
 * The text of `markdown` with the figure's row in its table: the row whose first cell is `what`
 * replaced, or a new row at the end of the table. Pure, so it is tested without a file.
 */
export function withFigure(markdown, row) {
  const line = `| ${[row.what, row.number, row.date, row.machine, row.command].map(cell).join(' | ')} |`;
  const lines = markdown.split('\n');
  const headerAt = lines.findIndex((text) => text.startsWith('|') && cellsOf(text)[0] === header[0]);
  if (headerAt === -1)
    return `${markdown.trimEnd()}\n\n| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |\n${line}\n`;
  let end = headerAt + 2;
  while (end < lines.length && lines[end]?.startsWith('|')) end += 1;
  const existing = lines.findIndex(
    (text, index) => index > headerAt + 1 && index < end && cellsOf(text)[0] === cell(row.what),
  );
  if (existing === -1) lines.splice(end, 0, line);
  else lines[existing] = line;
  return lines.join('\n');
}

/**
 * Records one figure in docs/figures.md when RECORD_FIGURES=1 (else does nothing). `loadAverages`
 * is the load when the measurement started (os.loadavg()), for a command whose own work would
 * count in the load at its end; by default the load now.
 */
export async function recordFigure({ what, number, command, loadAverages }) {
  if (!recordingFigures()) return;
  const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const row = { what, number, date, machine: `${machine()}, ${load(loadAverages)}`, command };
  const text = withFigure(readFileSync(figuresFile, 'utf8'), row);
  // Loaded here, not at the top: the test command imports this file before it installs the packages.
  const { format, resolveConfig } = await import('prettier');
  const options = (await resolveConfig(figuresFile)) ?? {};
  writeFileSync(figuresFile, await format(text, { ...options, filepath: figuresFile }));
  console.log(`docs/figures.md: ${what}: ${number}`);
}
