// Round categories: the tree of spec 2.2's /default/rounds-categories screen.
import { L } from './define/common';
import { categoryTreeModel } from './define/category-tree';
import { ROUND_CATEGORY_TREE } from './seed/exercise-library';

export default categoryTreeModel({
  name: 'round-categories',
  label: L('Round categories', 'تصنيفات الجولات'),
  tree: ROUND_CATEGORY_TREE,
});
