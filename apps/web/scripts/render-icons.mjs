// Renders public/icons/icon.svg to the PNG icons the web app manifest lists (icon-192.png and
// icon-512.png), with the Chromium the journeys use: `node scripts/render-icons.mjs` after a change to
// the SVG. The PNGs fill the whole square in the icon's red, with no rounded corners: the 512 px one is
// also the maskable icon, which a launcher crops to its own shape. The "B7" is drawn in the machine's
// font for Arial (Liberation Sans on Debian, of the same widths).
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const icons = new URL('../public/icons/', import.meta.url);
const svg = readFileSync(new URL('icon.svg', icons), 'utf8');
const red = /<rect [^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
if (!red) throw new Error('icon.svg has no background rect to take the colour from');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><body style="margin:0;background:${red}"><div style="display:flex">${sized}</div></body>`,
    );
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(new URL(`icon-${size}.png`, icons), png);
    await page.close();
    console.log(`public/icons/icon-${size}.png: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
