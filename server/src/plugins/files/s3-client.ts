import type { S3ClientConfig } from '@aws-sdk/client-s3';

import type { FileStorageConfig } from '../../config.ts';

export type S3StorageConfig = Extract<FileStorageConfig, { kind: 's3' }>;

/** The client settings of the configured bucket, for our own client and `@tus/s3-store`'s. */
export function s3ClientConfigOf(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials && { credentials: config.credentials }),
    // Checksums only where S3 requires them: the default (trailing CRC32 in aws-chunked
    // bodies) is refused by several S3-compatible stores this must run on.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}
