/** The satisfaction results the catalogue publishes per theme. */
export { PublishedResults } from './components/PublishedResults';
