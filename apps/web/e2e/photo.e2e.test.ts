import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

/** Picks a 300×200 PNG, red on the left half and blue on the right, through the file input. */
async function pickTwoColourPhoto(page: Page) {
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, 150, 200);
    context.fillStyle = '#0000ff';
    context.fillRect(150, 0, 150, 200);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const files = new DataTransfer();
    files.items.add(new File([blob], 'me.png', { type: 'image/png' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The colour at a fraction of the width, half-way down, of the image at `url`. */
const colourAt = (page: Page, url: string, fraction: number) =>
  page.evaluate(
    async ({ url, fraction }) => {
      const image = new Image();
      image.crossOrigin = 'anonymous';
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(
        Math.floor(image.naturalWidth * fraction),
        image.naturalHeight / 2,
        1,
        1,
      ).data;
      return { r, g, b, width: image.naturalWidth };
    },
    { url, fraction },
  );

describe('profile photo against the real API', () => {
  it('uploads the part of the photo the user dragged into the circle', async () => {
    const page = await signInAs('ada@lancer.test', { at: '/personal' });
    await page.getByRole('heading', { name: 'Photo' }).waitFor();

    await pickTwoColourPhoto(page);
    const area = page.getByRole('application', { name: 'Photo crop area' });
    await area.waitFor();
    // Centred, the circle holds x 50..250 of 300: 40% across is still red.
    const preview = page.getByRole('img', { name: 'Preview of your new photo' });
    // The preview redraws after each move: poll it rather than read it once.
    const previewColour = async () => colourAt(page, (await preview.getAttribute('src'))!, 0.4);
    await expect.poll(previewColour).toMatchObject({ r: 255, b: 0 });

    // Drag the photo left as far as it goes: the circle now holds x 100..300, so 40% across is blue.
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 10, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(previewColour).toMatchObject({ r: 0, b: 255 });
    // The keyboard too: Shift+→ moves the photo right a quarter of the circle (back to the centre),
    // Shift+← moves it left again to the edge.
    await area.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(previewColour).toMatchObject({ r: 255, b: 0 });
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(previewColour).toMatchObject({ r: 0, b: 255 });

    await page.getByRole('button', { name: 'Upload photo' }).click();
    await page.getByText('Your photo is updated.').waitFor();

    await page.reload();
    const current = page.getByRole('img', { name: 'Your current photo' });
    await current.waitFor();
    const uploaded = (await current.getAttribute('src'))!;
    expect(uploaded).not.toMatch(/^data:/);
    const sample = await colourAt(page, new URL(uploaded, page.url()).href, 0.4);
    expect(sample).toMatchObject({ r: 0, g: 0, b: 255, width: 400 });
  });
});
