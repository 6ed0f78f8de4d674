import { canonicalJson, releaseSigningPayload } from './release-manifest.js';

describe('the bytes a public-mfe release signature covers', () => {
  it('are the same whatever order or spacing the manifest was written with', () => {
    const a = JSON.parse('{"b": [1, {"y": 2, "x": "é"}], "a": null}');
    const b = JSON.parse('{"a":null,"b":[1,{"x":"é","y":2}]}');
    expect(canonicalJson(a)).toBe('{"a":null,"b":[1,{"x":"é","y":2}]}');
    expect(canonicalJson(a)).toBe(canonicalJson(b));
  });

  it('leave the signature out, and change with anything else', () => {
    const manifest = {
      server: { entry: 'server/render.1.cjs', sha256: 'ab' },
      signature: { alg: 'ed25519', value: 'x' },
    };
    expect(releaseSigningPayload(manifest)).toBe('{"server":{"entry":"server/render.1.cjs","sha256":"ab"}}');
    expect(releaseSigningPayload({ ...manifest, server: { ...manifest.server, sha256: 'ac' } })).not.toBe(
      releaseSigningPayload(manifest),
    );
  });

  it('refuse a manifest nested deeper than any build writes', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(() => canonicalJson(deep)).toThrow(/deeper than 32/);
  });
});
