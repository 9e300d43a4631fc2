/** The search worker's entry (see searchOffload.ts): serves path and range searches for one level. */
import { type SearchPort, serveSearches } from './searchOffload';

serveSearches(self as unknown as SearchPort);
