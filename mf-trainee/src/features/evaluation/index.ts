/** What the trainee's training page composes of the evaluation: its panel. */
export { EvaluationPanel } from './components/EvaluationPanel';
