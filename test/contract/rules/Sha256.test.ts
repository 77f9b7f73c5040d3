import { createHash, randomBytes } from 'node:crypto';
import { sha256 } from '../../../contract/rules/Sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('sha256', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(hex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))))
      .toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('agrees with node:crypto at every length around the block edges, and on random inputs', () => {
    for (let length = 0; length <= 200; length++) {
      const input = randomBytes(length);
      expect(hex(sha256(input))).toBe(createHash('sha256').update(input).digest('hex'));
    }
    const proofLike = utf8('0f1e2d3c-4b5a-4697-8877-665544332211:Zm9vYmFyYmF6cXV4:123456');
    expect(hex(sha256(proofLike))).toBe(createHash('sha256').update(proofLike).digest('hex'));
  });
});
