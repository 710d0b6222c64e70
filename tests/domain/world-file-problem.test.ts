import { describe, expect, it } from 'vitest';
import { worldFileProblem } from '../../src/domain/world-file-problem';

describe('worldFileProblem', () => {
  it.each([
    ['a good file', '2\n0\n0\n-2\n480001\n6479999\n', null],
    [
      'a good file with CRLF, a BOM and blank lines',
      '\uFEFF2\r\n0\r\n\r\n0\r\n-2\r\n1\r\n1\r\n',
      null,
    ],
    [
      'a comma decimal on line 4',
      '2\n0\n0\n-2,5\n480001\n6479999\n',
      { kind: 'not-a-number', line: 4, text: '-2,5' },
    ],
    [
      'a word on line 6',
      '2\n0\n0\n-2\n480001\nnorth\n',
      { kind: 'not-a-number', line: 6, text: 'north' },
    ],
    ['five numbers', '2\n0\n0\n-2\n480001\n', { kind: 'too-few', count: 5 }],
    ['a seventh number on line 7', '2\n0\n0\n-2\n1\n1\n9\n', { kind: 'too-many', line: 7 }],
    ['no pixel size (A = 0)', '0\n0\n0\n-2\n1\n1\n', { kind: 'no-pixel-size' }],
  ])('%s', (_name, text, problem) => {
    expect(worldFileProblem(text)).toEqual(problem);
  });
});
