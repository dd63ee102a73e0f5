/**
 * A person's rights over their data (decision 010): the /privacy request link, the copy of every personal table,
 * erasure (by the person or the desk, walk-ins included), retention, and the fingerprints a STOP leaves. Owns
 * privacy_requests and the erasure lists.
 */
export {};
