/**
 * The two things of graphql-request the content service uses. Imported dynamically through this module, not as
 * the package, so the bundle leaves out what it never calls (batchRequests, rawRequest, gql, request).
 */
export { ClientError, GraphQLClient } from "graphql-request";
