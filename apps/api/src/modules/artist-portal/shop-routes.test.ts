import { testDatabaseKinds } from '@seed/db/test-database';
import { pngImage } from '@seed/media/test-images';
import { describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { caller, signInAs, uploadImage } from './portal-test-kit';

describe.each(testDatabaseKinds())('an artist editing their shop on %s', (kind) => {
  const t = useCatalogApi(kind);
  const send = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.api.app)(...args);
  const edit = {
    subdomain: 'Noor-Studio',
    myselfEn: 'I draw the sea.',
    myselfAr: 'أرسم البحر.',
    jobEn: 'Illustrator',
    jobAr: 'رسّامة',
  };

  it('saves photo, background, bios and job titles, and moves the shop to its new address at once', async () => {
    const artist = await signInAs(t.api.db, 'artist@example.com');
    // Cached under the old address first, so the change must drop it.
    expect((await send('GET', '/api/users/subdomain/noor')).statusCode).toBe(200);
    const photo = await uploadImage(t.api.app, artist.headers, await pngImage(60, 60));
    const background = await uploadImage(t.api.app, artist.headers, await pngImage(300, 100));
    const saved = await send('PUT', '/api/artist/portal/shop', artist.headers, {
      ...edit,
      avatarMediaId: photo.id,
      backgroundMediaId: background.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...edit, subdomain: 'noor-studio', media: { id: photo.id } });
    expect((await send('GET', '/api/users/subdomain/noor')).statusCode).toBe(404);
    const shop = (await send('GET', '/api/users/subdomain/noor-studio')).json();
    expect(shop).toMatchObject({
      myselfAr: 'أرسم البحر.',
      jobEn: 'Illustrator',
      media: { id: photo.id },
      background: { id: background.id },
    });
    expect((await send('GET', '/api/artist/portal/shop', artist.headers)).json()).toMatchObject({
      subdomain: 'noor-studio',
    });
    // Keeping the pictures needs no new upload; null removes one.
    const kept = await send('PUT', '/api/artist/portal/shop', artist.headers, {
      ...edit,
      backgroundMediaId: null,
    });
    expect(kept.json()).toMatchObject({ media: { id: photo.id }, background: null });
  });

  it('refuses an address in use, one the store keeps, a bad one, and a picture not theirs', async () => {
    const artist = await signInAs(t.api.db, 'artist@example.com');
    const other = await signInAs(t.api.db, 'second@example.com', 'ARTIST');
    const put = (body: object, headers = artist.headers) =>
      send('PUT', '/api/artist/portal/shop', headers, body);
    // The hidden artist of the catalogue keeps `gone`, in any case.
    expect((await put({ ...edit, subdomain: 'GONE' })).json()).toMatchObject({
      statusCode: 409,
      reason: 'SUBDOMAIN_TAKEN',
    });
    expect((await put({ ...edit, subdomain: 'www' })).json()).toMatchObject({
      statusCode: 400,
      reason: 'SUBDOMAIN_INVALID',
    });
    expect((await put({ ...edit, subdomain: '-dash' })).json()).toMatchObject({
      reason: 'SUBDOMAIN_INVALID',
    });
    expect((await put({ ...edit, subdomain: 'نور' })).statusCode).toBe(400);
    expect((await put({ ...edit, jobEn: 'x'.repeat(121) })).statusCode).toBe(400);
    const theirs = await uploadImage(t.api.app, other.headers, await pngImage(20, 20));
    expect((await put({ ...edit, avatarMediaId: theirs.id })).json()).toMatchObject({
      statusCode: 404,
      reason: 'SHOP_IMAGE_NOT_FOUND',
    });
    // A shopper has no portal; a user who is not an artist, no shop.
    const shopper = await signInAs(t.api.db, 'shopper@example.com');
    expect((await put(edit, shopper.headers)).statusCode).toBe(403);
    expect((await put(edit, other.headers)).json()).toMatchObject({ reason: 'NO_ARTIST_PROFILE' });
  });
});
