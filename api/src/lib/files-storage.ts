/** The one storage of uploaded files, chosen by the configuration (README, "Sécurité" › Fichiers). */
import path from 'node:path';
import type { AppConfig } from '../config';
import { createStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';

/** The configured S3 bucket (S3_URL or S3_BUCKET), or `<DATA_DIR>/files` on disk. */
export function filesStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createStorage(path.join(config.dataDir, 'files'));
}
