/**
 * Task completion's "steps" result: the answer's lines without their list markers ("1.", "2)",
 * "-", "*"), blank lines dropped. The server and the mocks read a model's answer the same way.
 */
export const stepsOf = (answer: string) =>
  answer
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter(Boolean);
