import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from './s3-stand-in';
import { S3Store } from './s3-store';
import { describeMediaStore } from './store-contract';

let standIn: S3StandIn;
let store: S3Store;

beforeAll(async () => {
  standIn = await startS3StandIn();
  store = new S3Store({
    bucket: standIn.bucket,
    endpoint: standIn.endpoint,
    region: 'us-east-1',
    accessKeyId: standIn.env.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: standIn.env.MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
});
afterAll(async () => {
  store.close();
  await standIn.stop();
});

describeMediaStore('S3Store', () => store);

describe('S3Store', () => {
  it('lays public variants out under media/ as their URLs, everything else under private/', async () => {
    await store.put('layout', 'small_x.webp', Buffer.from('v'), 'image/webp');
    await store.put('layout', 'x.png', Buffer.from('o'), 'image/png');
    await store.put('print-files', 'layout_front.webp', Buffer.from('p'), 'image/webp');
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: standIn.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: standIn.bucket }));
    client.destroy();
    const keys = (listed.Contents ?? []).map((object) => object.Key).filter((key) => key?.includes('layout'));
    expect(keys.sort()).toEqual([
      'media/layout/small_x.webp',
      'private/layout/x.png',
      'private/print-files/layout_front.webp',
    ]);
  });

  it('fails loudly, not as a missing object, when the bucket cannot be reached', async () => {
    const wrong = new S3Store({
      bucket: 'no-such-bucket',
      endpoint: standIn.endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await expect(wrong.put('users', 'a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(wrong.get('users', 'a.webp')).rejects.toThrow(/bucket/i);
    wrong.close();
  });
});
