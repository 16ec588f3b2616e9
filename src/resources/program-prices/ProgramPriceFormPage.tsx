// The pricing-plan form (/default/program-prices/ops creates, …/ops/:id edits; spec 2.2).
import { defineModelForm } from '../../forms/defineModelForm';
import { ProgramPriceInputs } from './ProgramPriceInputs';
import { programPriceForm } from './programPriceForm';

export default defineModelForm({ ...programPriceForm, Fields: ProgramPriceInputs });
