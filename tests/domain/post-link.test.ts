import { describe, expect, it } from 'vitest';
import { POST_LINK_MAX_LENGTH, postLink, readPostLink } from '../../src/domain/post-link';

describe("a post's link", () => {
  it('holds the control id and the secret code on the app at the origin', () => {
    expect(postLink('https://game.example', 'demo-control-36', 'TANGE')).toBe(
      'https://game.example/punch?c=demo-control-36&k=TANGE',
    );
  });

  it('percent-encodes what a URL cannot hold and drops a trailing slash of the origin', () => {
    expect(postLink('http://localhost:8080/', 'a&b', 'æ ø=å?#')).toBe(
      'http://localhost:8080/punch?c=a%26b&k=%C3%A6%20%C3%B8%3D%C3%A5%3F%23',
    );
  });

  it.each([
    ['demo-control-36', 'TANGE'],
    ['a&b', 'æ ø=å?#'],
    ['4f0c2d9e-8a51-4a8e-9c1b-2d7b1f3e5a60', '1.50'],
    ['x'.repeat(POST_LINK_MAX_LENGTH), 'y'.repeat(POST_LINK_MAX_LENGTH)],
  ])('reads back what it wrote: %s, %s', (controlId, secretCode) => {
    expect(readPostLink(postLink('https://game.example', controlId, secretCode))).toEqual({
      controlId,
      secretCode,
    });
  });
});

describe('reading a link', () => {
  it.each([
    ['https://other.example:8443/punch?c=C1&k=K1', 'C1', 'K1'], // any origin of the app
    ['http://localhost:8410/punch?k=K1&c=C1', 'C1', 'K1'], // either order
    ['/punch?c=C1&k=K1', 'C1', 'K1'], // a path, as the router's redirect keeps it
    ['/punch/?c=C1&k=K1#top', 'C1', 'K1'],
    ['  HTTPS://GAME.EXAMPLE/PUNCH?c=C1&k=K1\n', 'C1', 'K1'],
    ['/punch?c=C1&k=two+words', 'C1', 'two words'], // form encoding
    ['/punch?c=%20C1%20&k=%20K1', 'C1', 'K1'], // trimmed, as a typed code is
    ['/punch?c=C1&k=K1&c=C2&utm=x', 'C1', 'K1'], // the first of a repeated one
  ])('%s names control %s with code %s', (text, controlId, secretCode) => {
    expect(readPostLink(text)).toEqual({ controlId, secretCode });
  });

  it.each([
    ['TANGE', 'a bare code'],
    ['', 'nothing'],
    ['https://game.example/game-map?c=C1&k=K1', 'another path'],
    ['https://game.example/punchx?c=C1&k=K1', 'a longer path'],
    ['https://game.example/x/punch?c=C1&k=K1', 'a path below another'],
    ['javascript:/punch?c=C1&k=K1', 'another scheme'],
    ['https://game.example/punch?c=C1', 'no code'],
    ['https://game.example/punch?k=K1', 'no control'],
    ['https://game.example/punch?c=C1&k=%20', 'a blank code'],
    ['https://game.example/punch?c=C1&k=%E0%A4%A', 'broken percent-encoding'],
    [`/punch?c=C1&k=${'y'.repeat(POST_LINK_MAX_LENGTH + 1)}`, 'a code one character too long'],
    ['https://game.example/punch', 'no query'],
  ])('%s is not a post link (%s)', (text) => {
    expect(readPostLink(text)).toBeNull();
  });
});
