// Stands in, in the demo build only (vite.config.ts), for the Node-only packages on the server routes'
// import paths: pg-boss and pg (export jobs, live events across nodes), exceljs and pdfkit (file exports),
// the S3 client (uploads). The demo never reaches them (NOT_IN_DEMO answers first); should it, the call
// answers "not in the demo" instead of failing somewhere inside a Node API.
import { NotInDemoError } from './not-in-demo';

class NodeOnly {
  constructor() {
    throw new NotInDemoError('A Node-only library');
  }
}

export default NodeOnly;
export {
  NodeOnly as DeleteObjectCommand,
  NodeOnly as GetObjectCommand,
  NodeOnly as NoSuchKey,
  NodeOnly as PutObjectCommand,
  NodeOnly as S3Client,
  NodeOnly as S3ServiceException,
};
