import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir = '';
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes a Brotli and a gzip copy of each script, stylesheet and SVG of at least 1 KB, and of nothing else', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-precompress-'));
    await fs.mkdir(path.join(dir, 'assets'));
    const script = `export const text = ${JSON.stringify('Fékbetét, bukósisak, lánckerék. '.repeat(200))};\n`;
    await fs.writeFile(path.join(dir, 'assets', 'page-abc.js'), script);
    await fs.writeFile(path.join(dir, 'assets', 'page-abc.css'), '.card{display:grid}\n'.repeat(100));
    await fs.writeFile(path.join(dir, 'assets', 'tiny-abc.js'), 'export {};');
    await fs.writeFile(path.join(dir, 'assets', 'photo.webp'), Buffer.alloc(4096, 7));
    await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(300)}`);

    expect(await precompressDir(dir)).toBe(2);
    const js = path.join(dir, 'assets', 'page-abc.js');
    const br = await fs.readFile(`${js}.br`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(await fs.readFile(`${js}.gz`)).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect((await fs.readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'page-abc.css', 'page-abc.css.br', 'page-abc.css.gz', 'page-abc.js', 'page-abc.js.br', 'page-abc.js.gz', 'photo.webp', 'tiny-abc.js',
    ]);
    expect(await fs.readdir(dir)).not.toContain('index.html.br');
  });

  it('leaves the copies of a file kept from an earlier build, and compresses a file written since its copies again', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-precompress-'));
    await fs.mkdir(path.join(dir, 'assets'));
    const file = path.join(dir, 'assets', 'page-abc.js');
    await fs.writeFile(file, `export const a = ${JSON.stringify('lánckerék '.repeat(300))};\n`);
    expect(await precompressDir(dir)).toBe(1);
    expect(await precompressDir(dir)).toBe(0);

    const changed = `export const b = ${JSON.stringify('fékbetét '.repeat(300))};\n`;
    await fs.writeFile(file, changed);
    const later = new Date(Date.now() + 5_000);
    await fs.utimes(file, later, later);
    expect(await precompressDir(dir)).toBe(1);
    expect(gunzipSync(await fs.readFile(`${file}.gz`)).toString()).toBe(changed);
  });
});
