import { svgImage } from '@seed/media/test-images';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackgroundRemover } from './background-remover';
import { localModelRemover } from './local-model';

// A red disc on a flat green background: the model must keep the disc and drop the green.
const photo = () =>
  sharp(
    svgImage(
      '<rect width="128" height="128" fill="#88ddaa"/><circle cx="64" cy="64" r="35" fill="#cc2200"/>',
      'width="128" height="128"',
    ),
  )
    .png()
    .toBuffer();

type Entry = { pid?: number; signal?: string | null; message: string };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The real model (decision 0010) in its own process (decision 0026), loaded twice: seconds each on two cores.
describe('the local model process', () => {
  const log: Entry[] = [];
  let remover: BackgroundRemover;
  const started = () => log.filter((e) => e.message.endsWith('started')).map((e) => e.pid!);
  const stopped = () => log.filter((e) => e.message.endsWith('stopped'));

  afterEach(() => remover.close());

  it('gives its memory back when idle, fails the images of a crashed process, and starts again', async () => {
    remover = localModelRemover({
      model: 'small',
      idleMs: 300,
      log: { info: (details, message) => log.push({ ...details, message }) },
    });
    const image = await photo();
    // Two images sent together share one process: it is not stopped while it holds one.
    const progress: number[] = [];
    const [first, second] = await Promise.all([
      remover.remove(image, (fraction) => progress.push(fraction)),
      remover.remove(image, () => {}),
    ]);
    expect((await sharp(first).metadata()).hasAlpha).toBe(true);
    expect(second.length).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(0);
    expect(started()).toHaveLength(1);
    const [pid] = started();
    await until(() => stopped().length === 1, 10_000);
    expect(isRunning(pid!)).toBe(false);

    // Killed mid-image (as the OOM killer would): that image fails with a reason, nothing else breaks.
    const doomed = remover.remove(image, () => {});
    expect(started()).toHaveLength(2);
    process.kill(started()[1]!, 'SIGKILL');
    await expect(doomed).rejects.toThrow(/process stopped \(SIGKILL\)/);

    const again = await remover.remove(image, () => {});
    expect((await sharp(again).metadata()).hasAlpha).toBe(true);
    expect(started()).toHaveLength(3);
    await until(() => stopped().length === 3, 10_000);
    expect(isRunning(started()[2]!)).toBe(false);
  }, 180_000);
});
