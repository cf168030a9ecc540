import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  assertValidLocation,
  isPublicObject,
  isValidFolder,
  isValidKey,
  type MediaStore,
  type StoredObject,
} from './store';

export type S3StoreOptions = {
  bucket: string;
  // Unset for AWS itself; the service's URL for MinIO, R2, Spaces or a local stand-in.
  endpoint?: string;
  region: string;
  // Both or neither: without them the SDK's own chain (an instance role, AWS_* variables) signs requests.
  accessKeyId?: string;
  secretAccessKey?: string;
  // `{endpoint}/{bucket}/{key}` rather than `{bucket}.{endpoint}/{key}`: MinIO and most stand-ins need it.
  forcePathStyle: boolean;
};

/**
 * Objects are laid out as the URLs that show them: public variants under `media/{folder}/{key}`, so a CDN
 * in front of the bucket answers `{MEDIA_BASE_URL}/media/…` unchanged; everything else under `private/`,
 * which a bucket policy or CDN can keep closed with one prefix rule.
 */
function objectKey(folder: string, key: string): string {
  return `${isPublicObject(folder, key) ? 'media' : 'private'}/${folder}/${key}`;
}

// S3 answers a missing key with NoSuchKey; some compatible services with a bare 404. A missing bucket is a
// broken configuration, never a missing image.
function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

// S3 quotes its ETags as HTTP does; a compatible service that does not still gets a valid header.
const quoted = (etag: string) => (/^(W\/)?"/.test(etag) ? etag : `"${etag}"`);

function s3Client(options: S3StoreOptions): S3Client {
  const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = options;
  const config: S3ClientConfig = {
    region,
    endpoint,
    forcePathStyle,
    // Since early 2025 the SDK adds a CRC32 checksum to every upload and checks one on every download;
    // several S3-compatible services refuse the new headers or send none back. An upload here is one
    // buffer whose SHA-256 is part of the request's signature, which the service checks anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (accessKeyId && secretAccessKey) config.credentials = { accessKeyId, secretAccessKey };
  return new S3Client(config);
}

/** The media store in an S3-compatible bucket, shared by every replica of the store. */
export class S3Store implements MediaStore {
  readonly bucket: string;
  readonly #client: S3Client;

  constructor(options: S3StoreOptions) {
    this.bucket = options.bucket;
    this.#client = s3Client(options);
  }

  async put(folder: string, key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidLocation(folder, key);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: objectKey(folder, key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async get(folder: string, key: string): Promise<StoredObject | null> {
    if (!isValidFolder(folder) || !isValidKey(key)) return null;
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: objectKey(folder, key) }),
      );
      if (!object.Body || object.ContentLength === undefined || !object.ETag) {
        throw new Error(`The bucket answered ${objectKey(folder, key)} without a body, length or ETag`);
      }
      // In Node the SDK's body is the HTTP response itself, a Readable streamed as the client reads.
      return { body: object.Body as Readable, size: object.ContentLength, etag: quoted(object.ETag) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  // S3 answers a DELETE of a missing key with success too.
  async delete(folder: string, key: string): Promise<void> {
    assertValidLocation(folder, key);
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey(folder, key) }));
  }

  close(): void {
    this.#client.destroy();
  }
}
