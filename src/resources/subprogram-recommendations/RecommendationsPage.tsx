// The recommendations screen (/default/subprogram-recommendations-try): the 'try it' box answers the pre-join
// questions and shows which sub-programme those answers get (POST subprogram_recommendations/match), beside
// every recommendation in match order with its rules in words, the matching one marked, each opening the
// rules editor.
import { Alert, Box, Chip, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  CheckboxGroupInput,
  Form,
  Link,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import type { ModelDataProvider } from '../../providers/dataProvider';
import type { PrejoinQuestion, Recommendation, RecommendationMatch } from '../../providers/calls/programmes';
import { answerSource, matchAnswers, rulesInWords } from './recommendationAnswers';
import { useLanguage } from '../../registry/useLocalized';

function AnswerInput({ question, language }: { question: PrejoinQuestion; language: 'en' | 'ar' }) {
  const label = question[`question_${language}`];
  const choices = question.options.map((option) => ({ id: option.value, name: option[`label_${language}`] }));
  const source = answerSource(question);
  if (question.answer_type === 'single') return <SelectInput source={source} label={label} choices={choices} />;
  if (question.answer_type === 'multiple')
    return <CheckboxGroupInput source={source} label={label} choices={choices} />;
  if (question.answer_type === 'number') return <NumberInput source={source} label={label} />;
  return <TextInput source={source} label={label} />;
}

export default function RecommendationsPage() {
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [questions, setQuestions] = useState<PrejoinQuestion[] | null>(null);
  const [recommendations, setRecommendations] = useState<Recommendation[]>([]);
  // undefined: not tried yet; null: no recommendation holds.
  const [match, setMatch] = useState<RecommendationMatch | null | undefined>(undefined);

  useEffect(() => {
    Promise.all([dataProvider.prejoinQuestions(), dataProvider.recommendations()]).then(
      ([loadedQuestions, loadedRecommendations]) => {
        setQuestions(loadedQuestions);
        setRecommendations(loadedRecommendations);
      },
      () => undefined,
    );
  }, [dataProvider]);

  const tryAnswers = async (values: Record<string, unknown>) => {
    try {
      setMatch(await dataProvider.matchRecommendation(matchAnswers(questions ?? [], values)));
    } catch {
      // The request helper told why.
    }
  };

  const title = translate('programmes.recommendations.title');
  useDocumentTitle(title);
  const nameOf = (subProgram: RecommendationMatch['sub_program'], id: number) =>
    subProgram ? subProgram[`name_${language}`] : `#${id}`;

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, alignItems: 'start' }}>
      <Typography component="h1" variant="h5" sx={{ gridColumn: '1 / -1' }}>
        {title}
      </Typography>
      <Paper component="section" aria-labelledby="try-title" variant="outlined" sx={{ p: 2 }}>
        <Typography id="try-title" component="h2" variant="h6">
          {translate('programmes.recommendations.try_title')}
        </Typography>
        {questions === null ? (
          <Typography>{translate('programmes.recommendations.loading')}</Typography>
        ) : (
          <Form onSubmit={tryAnswers}>
            {questions.map((question) => (
              <AnswerInput key={question.id} question={question} language={language} />
            ))}
            <SaveButton label="programmes.recommendations.try" icon={<span />} alwaysEnable />
          </Form>
        )}
        {match === null && (
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            {translate('programmes.recommendations.none')}
          </Alert>
        )}
        {match && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {translate('programmes.recommendations.result', { name: nameOf(match.sub_program, match.sub_program_id) })}{' '}
            <Link to={`/default/sub-programs-edit/${match.sub_program_id}`}>
              {translate('programmes.recommendations.open_plan')}
            </Link>
          </Alert>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="rules-title" variant="outlined" sx={{ p: 2 }}>
        <Typography id="rules-title" component="h2" variant="h6">
          {translate('programmes.recommendations.list_title')}
        </Typography>
        <Link to="/default/subprogram-recommendations/ops">{translate('programmes.recommendations.new')}</Link>
        <List>
          {recommendations.map((recommendation) => (
            <ListItem
              key={recommendation.id}
              divider
              sx={match?.recommendation_id === recommendation.id ? { bgcolor: 'action.selected' } : undefined}
            >
              <ListItemText
                primary={translate('programmes.recommendations.entry', {
                  priority: recommendation.priority,
                  name: nameOf(recommendation.sub_program, recommendation.sub_program_id),
                })}
                secondary={rulesInWords(
                  recommendation,
                  questions ?? [],
                  language,
                  translate('programmes.recommendations.or'),
                ).join(' · ')}
              />
              {match?.recommendation_id === recommendation.id && (
                <Chip color="success" size="small" label={translate('programmes.recommendations.matched')} />
              )}
              <Link to={`/default/subprogram-recommendations/ops/${recommendation.id}`} sx={{ ms: 1 }}>
                {translate('programmes.recommendations.edit', { priority: recommendation.priority })}
              </Link>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
