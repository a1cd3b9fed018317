import { describe, expect, it } from 'vitest';
import { sha256Hex } from './hash.js';

// The commitment is sha256Hex of a string, so these NIST vectors test the path every commitment takes.
describe('sha256Hex', () => {
  it('matches the NIST FIPS 180-2 test vectors', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(
      sha256Hex(
        'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
      ),
    ).toBe('cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1');
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('pads correctly around the block boundary (lengths 55 to 65)', () => {
    const expected: Record<number, string> = {
      55: 'd5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072',
      56: '04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e',
      63: '75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2',
      64: '7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c',
      65: '9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9',
    };
    for (const [length, digest] of Object.entries(expected)) {
      expect(sha256Hex('x'.repeat(Number(length)))).toBe(digest);
    }
  });

  it('hashes strings as UTF-8 and accepts raw bytes', () => {
    expect(sha256Hex('é€😀')).toBe('df9226927fd572c1ee66eec85de1bb139497614899f36e4e90474cb71f6ef9d0');
    expect(sha256Hex(Uint8Array.from([0x61, 0x62, 0x63]))).toBe(sha256Hex('abc'));
  });
});
