import { testDatabaseKinds } from '@seed/db/test-database';
import { svgImage } from '@seed/media/test-images';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useStudioApi } from '../studio/studio-test-api';
import { multipart } from './test-app';

// A multipart body of several fields, such as spec §7's text fields `type=base64` and `b64string`.
async function formOf(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://form.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

// A red disc on a flat green background: the model must keep the disc and drop the green.
const photo = () =>
  sharp(
    svgImage(
      '<rect width="256" height="256" fill="#88ddaa"/><circle cx="128" cy="128" r="70" fill="#cc2200"/>',
      'width="256" height="256"',
    ),
  )
    .png()
    .toBuffer();

// The real model (decision 0010) runs once here, on one small image: seconds on two cores.
describe.each(testDatabaseKinds().slice(0, 1))('background removal on %s', (kind) => {
  const t = useStudioApi(kind, undefined, { jobs: true });
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function poll(jobId: string, token: string) {
    for (let i = 0; i < 300; i++) {
      const reply = await t.get(`/api/media/remover-background/${jobId}`, token);
      const job = reply.json();
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('background removal did not finish');
  }

  it('cuts the subject out of an upload, one job per image at a time, in every shape it is sent', async () => {
    const image = await photo();
    const form = await multipart('file', image, 'photo.png');
    const send = () =>
      t.api.app.inject({
        method: 'POST',
        url: '/api/media/remover-background',
        payload: form.payload,
        headers: { ...form.headers, ...auth(t.shopper) },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(202);
    const { jobId } = first.json();
    expect((await send()).json().jobId).toBe(jobId);
    // The same image in spec §7's shapes is the same job: the base64 decodes to the very bytes.
    const b64string = image.toString('base64');
    const spec = await formOf({ type: 'base64', b64string: `data:image/png;base64,${b64string}` });
    for (const shape of [
      { payload: spec.payload, headers: spec.headers },
      { payload: { type: 'base64', b64string } },
      { payload: { base64: b64string } },
    ]) {
      const reply = await t.api.app.inject({
        method: 'POST',
        url: '/api/media/remover-background',
        payload: shape.payload,
        headers: { ...shape.headers, ...auth(t.shopper) },
      });
      expect(reply.statusCode, reply.body).toBe(202);
      expect(reply.json().jobId).toBe(jobId);
    }
    const theirs = await t.get(`/api/media/remover-background/${jobId}`, t.other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().reason).toBe('REMOVAL_JOB_NOT_FOUND');

    const job = await poll(jobId, t.shopper);
    expect(job).toMatchObject({ status: 'done', progress: 1, media: { id: expect.any(Number) } });
    const png = await sharp((await t.get(job.media.url.large.replace('http://store.test', ''))).rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => png.data[(y * png.info.width + x) * 4 + 3];
    expect(alpha(5, 5)).toBeLessThan(20);
    expect(alpha(128, 128)).toBeGreaterThan(230);
  }, 180_000);

  it('takes an own upload by id or base64, and refuses bad input clearly', async () => {
    const post = (payload: object, token = t.shopper) =>
      t.api.app.inject({
        method: 'POST',
        url: '/api/media/remover-background',
        payload,
        headers: auth(token),
      });
    const mine = await t.upload(t.shopper, await photo());
    expect((await post({ mediaId: mine.id }, t.other)).statusCode).toBe(404);
    const asForm = await formOf({ mediaId: String(mine.id) });
    const othersForm = await t.api.app.inject({
      method: 'POST',
      url: '/api/media/remover-background',
      payload: asForm.payload,
      headers: { ...asForm.headers, ...auth(t.other) },
    });
    expect(othersForm.statusCode).toBe(404);
    const broken = await post({ base64: Buffer.from('not an image').toString('base64') });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/Only JPEG, PNG/);
    const wrong = await post({ url: 'http://example.com/a.png' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/multipart "file" or "b64string".*JSON/);
    const noImage = await post({ type: 'base64' });
    expect(noImage.statusCode).toBe(400);
    const brokenSpec = await post({ type: 'base64', b64string: Buffer.from('no image').toString('base64') });
    expect(brokenSpec.statusCode).toBe(400);
    expect(brokenSpec.json().message).toMatch(/Only JPEG, PNG/);
    const anonymous = await t.api.app.inject({
      method: 'POST',
      url: '/api/media/remover-background',
      payload: { mediaId: mine.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses unclear or oversized multipart fields of spec §7', async () => {
    const send = async (form: { payload: Buffer; headers: Record<string, string> }) => {
      const reply = await t.api.app.inject({
        method: 'POST',
        url: '/api/media/remover-background',
        payload: form.payload,
        headers: { ...form.headers, ...auth(t.shopper) },
      });
      return { status: reply.statusCode, message: reply.json().message as string };
    };
    expect(await send(await formOf({ type: 'base64' }))).toEqual({
      status: 400,
      message: expect.stringMatching(/needs the image in "b64string"/),
    });
    expect(await send(await formOf({ type: 'url', b64string: 'aGk=' }))).toMatchObject({ status: 400 });
    expect(await send(await formOf({ type: 'base64', b64string: 'bm90IGFuIGltYWdl' }))).toEqual({
      status: 400,
      message: expect.stringMatching(/Only JPEG, PNG/),
    });
    // Beyond what a 15 MB image takes in base64: refused whole, not cut and read as a broken image.
    const tooLong = 'A'.repeat(Math.ceil((15 * 1024 * 1024 * 4) / 3) + 2048);
    expect(await send(await formOf({ type: 'base64', b64string: tooLong }))).toEqual({
      status: 413,
      message: expect.stringMatching(/larger than 15 MB/),
    });
    const spec = await formOf({ type: 'base64', b64string: (await photo()).toString('base64') });
    expect(await send({ payload: spec.payload, headers: { 'content-type': 'multipart/form-data' } })).toEqual(
      {
        status: 400,
        message: expect.stringMatching(/multipart body cannot be read/),
      },
    );
    const unfinished = { payload: spec.payload.subarray(0, spec.payload.length - 60), headers: spec.headers };
    expect(await send(unfinished)).toMatchObject({ status: 400 });
    const image = await photo();
    const both = await formOf({ b64string: image.toString('base64'), file: new Blob([image]) });
    expect(await send(both)).toEqual({
      status: 400,
      message: expect.stringMatching(/either "file" or "b64string"/),
    });
  });

  it('refuses a 50 MB upload with 413 and an SVG with a script', async () => {
    const huge = await multipart('file', Buffer.alloc(50 * 1024 * 1024, 1), 'huge.png');
    const reply = await t.api.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: huge.payload,
      headers: { ...huge.headers, ...auth(t.shopper) },
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toMatch(/larger than 15 MB/);
    const svg = await multipart('file', svgImage('<script>alert(1)</script>'), 'x.svg');
    const scripted = await t.api.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: svg.payload,
      headers: { ...svg.headers, ...auth(t.shopper) },
    });
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json().message).toMatch(/scripts/);
    expect(scripted.json().reason).toBe('SVG_UNSAFE');
  });
});
