// `npm run storage:copy-to-s3`: copies the files kept under DATA_DIR into the bucket that
// FILE_STORAGE=s3 names (same settings as the server), before switching the server to it.
import { join } from 'node:path';

import { S3Client } from '@aws-sdk/client-s3';

import { ConfigError, loadConfig } from './config.ts';
import { copyLocalFilesToS3 } from './plugins/files/copy-local-files-to-s3.ts';
import { s3ClientConfigOf } from './plugins/files/s3-client.ts';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  if (config.fileStorage.kind !== 's3') {
    console.error(
      'Set FILE_STORAGE=s3 and the S3_* settings of the bucket to copy the files into.',
    );
    return 1;
  }
  const { bucket } = config.fileStorage;
  const rootDir = join(config.dataDir, 'files');
  const client = new S3Client(s3ClientConfigOf(config.fileStorage));
  const counts = { copied: 0, skipped: 0, failed: 0 };
  try {
    console.log(`Copying the files under ${rootDir} to the bucket ${bucket}`);
    for await (const result of copyLocalFilesToS3(rootDir, client, bucket)) {
      counts[result.outcome] += 1;
      const detail =
        result.outcome === 'failed'
          ? `FAILED: ${result.reason}`
          : result.outcome === 'skipped'
            ? 'already there, same size'
            : `${result.bytes} bytes`;
      console.log(`  ${result.outcome.padEnd(7)} ${result.key} (${detail})`);
    }
  } finally {
    client.destroy();
  }
  console.log(
    `Done: ${counts.copied} copied, ${counts.skipped} already there, ${counts.failed} failed.`,
  );
  return counts.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error('Cannot copy; fix these settings:');
      for (const problem of error.problems) console.error(`  ${problem}`);
    } else {
      console.error('Copying the files failed:', error);
    }
    process.exit(1);
  },
);
