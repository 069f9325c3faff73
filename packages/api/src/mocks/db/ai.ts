/** Deterministic stand-ins for the AI calls: the same input always gives the same output. */

export function polish(text: string) {
  const sentences = text
    .trim()
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1));
  const joined = sentences.join(' ');
  return /[.!?]$/.test(joined) ? joined : `${joined}.`;
}

export function completeTaskText(task: string, instruction: string, input: string) {
  if (task === 'summarize') return input.split(/(?<=[.!?])\s/)[0] ?? input;
  if (task === 'extract_keywords') {
    return [...new Set(input.toLowerCase().match(/[a-z\u4e00-\u9fff]{5,}/g) ?? [])].slice(0, 8).join(', ');
  }
  if (task === 'classify') return /pay|invoice|price/i.test(input) ? 'billing' : 'general';
  return `${instruction || 'Done'}: ${input.slice(0, 200)}`;
}

export function placeholderImage(prompt: string, size: string) {
  const [width, height] = size.split('x');
  const label = prompt.slice(0, 40).replace(/[<&>"]/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#e0e7ff"/>` +
    `<text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#3730a3">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
}

/** The AI developer's stand-in: a small runnable program that prints the task. */
export function aiDeveloperCode(task: string, language: 'javascript' | 'typescript') {
  const firstLine = (task.split('\n')[0] ?? '').slice(0, 80);
  const typed = language === 'typescript' ? ': string' : '';
  return [
    `// ${firstLine}`,
    `function solve(task${typed}) {`,
    '  return task.split(" ").length;',
    '}',
    '',
    `console.log("Words in the task:", solve(${JSON.stringify(firstLine)}));`,
  ].join('\n');
}

/** Explain and Fix stand-ins: Fix comments out the line the error names (or the last line). */
export function snippetAnswer(action: 'explain' | 'fix', code: string, error: string) {
  const lines = code.split('\n');
  if (action === 'explain') {
    return {
      text: `This ${lines.length}-line snippet runs top to bottom.${error ? ` It fails with: ${error}` : ''}`,
      code: null,
    };
  }
  const line = Number(/line (\d+)/i.exec(error)?.[1] ?? lines.length);
  const fixed = lines.map((text, index) => (index === line - 1 ? `// ${text}` : text)).join('\n');
  return { text: `Line ${line} is commented out.`, code: fixed };
}
