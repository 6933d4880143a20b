/** What other modules may use of the attendance signatures: the printed sheet's records and fingerprint. */
export { sheetSignatures, type SheetSignature } from './queries';
export { signaturesFingerprint } from './fingerprint';
export { issueLinkToken, issueQrToken, readSigningToken, signingKey } from './tokens';
export { default as attendanceSigningRoutes } from './routes';
export { deleteHalfDayMark, trainingMarks } from './queries';
export { presenceCorrection } from './audit-events';
