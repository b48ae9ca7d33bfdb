/**
 * Project details (`project-details="on"`): the query with the optional fields, the cards' picture and facts, and
 * the project's own page. A chunk of its own (projects/use-details.ts loads it), with its CSS.
 */
import styles from "./details.css?inline";

export { CardFacts, CardPicture, FeaturedPicture, RowPicture } from "./Card.tsx";
export { DetailedProjects } from "./DetailedProjects.tsx";
export { WithDetails } from "./with-details.tsx";
export { ProjectPage } from "./ProjectPage.tsx";
export { DETAILS_QUERY, readDetailedLists } from "./query.ts";
export { projectHash, projectIdOf } from "./route.ts";

export const detailStyles: readonly string[] = [styles];
