import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readInlineStyles } from './inline-styles';

let dir = '';
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

describe('readInlineStyles', () => {
  it("inlines and allows the served build's stylesheets only, not an earlier build's kept beside them", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-styles-'));
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.mkdir(path.join(dir, '.vite'));
    const [entry, page, earlier] = ['.a{color:red}', '.b{color:blue}', '.c{color:green}'];
    await fs.writeFile(path.join(dir, 'assets', 'index-new.css'), entry);
    await fs.writeFile(path.join(dir, 'assets', 'product-new.css'), page);
    await fs.writeFile(path.join(dir, 'assets', 'index-old.css'), earlier);
    await fs.writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({
      'index.html': { file: 'assets/index-new.js', isEntry: true, css: ['assets/index-new.css'] },
      'routes/product.tsx': { file: 'assets/product-new.js', css: ['assets/product-new.css'] },
    }));

    const styles = readInlineStyles(dir);

    expect(styles.hashes.sort()).toEqual([hashOf(entry), hashOf(page)].sort());
    expect(styles.inline('<link rel="stylesheet" crossorigin href="/assets/product-new.css">'))
      .toBe(`<style>${page}</style><link rel="stylesheet" href="/assets/product-new.css" disabled>`);
    // An old page's link to an earlier sheet stays a link: the file is still there to be fetched.
    const oldLink = '<link rel="stylesheet" crossorigin href="/assets/index-old.css">';
    expect(styles.inline(oldLink)).toBe(oldLink);
  });
});
