// Exercise categories: the tree of spec 2.2's /default/exercises-Categories screen.
import { L } from './define/common';
import { categoryTreeModel } from './define/category-tree';
import { EXERCISE_CATEGORY_TREE } from './seed/exercise-library';

export default categoryTreeModel({
  name: 'exercise-categories',
  label: L('Exercise categories', 'تصنيفات التمارين'),
  tree: EXERCISE_CATEGORY_TREE,
});
