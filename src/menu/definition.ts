// The sidebar menu: the groups of spec 2.3 exactly (titles, paths, view permissions), then the fitness
// areas of spec 1 and 2.2 that those groups do not already hold.
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CategoryIcon from '@mui/icons-material/Category';
import ChatIcon from '@mui/icons-material/Chat';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DiscountIcon from '@mui/icons-material/Discount';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import ForumIcon from '@mui/icons-material/Forum';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import LoopIcon from '@mui/icons-material/Loop';
import MapIcon from '@mui/icons-material/Map';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import PaidIcon from '@mui/icons-material/Paid';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import QuizIcon from '@mui/icons-material/Quiz';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import SecurityIcon from '@mui/icons-material/Security';
import SegmentIcon from '@mui/icons-material/Segment';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import SportsGymnasticsIcon from '@mui/icons-material/SportsGymnastics';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import ViewListIcon from '@mui/icons-material/ViewList';
import WidgetsIcon from '@mui/icons-material/Widgets';
import type { MenuGroupDefinition } from './types';

export const MENU: MenuGroupDefinition[] = [
  {
    key: 'main',
    titled: false,
    items: [{ key: 'dashboard', path: '/dashboard/', icon: DashboardIcon }],
  },
  {
    key: 'marketplace',
    titled: true,
    items: [
      { key: 'products', path: '/products', icon: Inventory2Icon, permission: 'view-Product' },
      { key: 'services', path: '/services', icon: MiscellaneousServicesIcon, permission: 'view-Service' },
      { key: 'requests', path: '/requests', icon: AssignmentIcon, permission: 'view-Request' },
      { key: 'request_offers', path: '/request-offers', icon: LocalOfferIcon, permission: 'view-RequestOffer' },
      { key: 'orders', path: '/orders', icon: ShoppingCartIcon, permission: 'view-Order' },
      { key: 'categories', path: '/categories', icon: CategoryIcon, permission: 'view-Category' },
      { key: 'sub_categories', path: '/sub-categories', icon: SegmentIcon, permission: 'view-SubCategory' },
    ],
  },
  {
    key: 'users_roles',
    titled: true,
    items: [
      { key: 'users', path: '/users', icon: PeopleIcon, permission: 'view-User' },
      { key: 'sellers', path: '/sellers', icon: StorefrontIcon, permission: 'view-Seller' },
      { key: 'buyers', path: '/buyers', icon: ShoppingBagIcon, permission: 'view-Buyer' },
      { key: 'admins', path: '/admins', icon: AdminPanelSettingsIcon, permission: 'view-Admin' },
    ],
  },
  {
    key: 'financial',
    titled: true,
    items: [
      { key: 'payment_methods', path: '/payment-methods', icon: CreditCardIcon, permission: 'view-PaymentMethod' },
      { key: 'payment_transactions', path: '/payment-transactions', icon: ReceiptLongIcon, permission: 'view-PaymentTransaction' },
      { key: 'commissions', path: '/commissions', icon: PercentIcon, permission: 'view-Commission' },
    ],
  },
  {
    key: 'content_support',
    titled: true,
    items: [
      { key: 'chats', path: '/chats', icon: ChatIcon, permission: 'view-Chat' },
      { key: 'reviews', path: '/reviews', icon: RateReviewIcon, permission: 'view-Review' },
      { key: 'complaints', path: '/complaints', icon: ReportProblemIcon, permission: 'view-Complaint' },
      { key: 'pages', path: '/pages', icon: ArticleIcon, permission: 'view-Page' },
    ],
  },
  {
    key: 'location',
    titled: true,
    items: [
      { key: 'areas', path: '/areas', icon: MapIcon, permission: 'view-Area' },
      { key: 'cities', path: '/cities', icon: LocationCityIcon, permission: 'view-City' },
      { key: 'addresses', path: '/addresses', icon: HomeWorkIcon, permission: 'view-Address' },
    ],
  },
  {
    key: 'configuration',
    titled: true,
    items: [
      { key: 'dynamic_forms', path: '/dynamic-forms', icon: DynamicFormIcon, permission: 'view-DynamicForm' },
      { key: 'review_questions', path: '/review-questions', icon: QuizIcon, permission: 'view-ReviewQuestion' },
    ],
  },
  // The fitness areas. Users, admins, pages and payment methods are already in the groups above.
  {
    key: 'programs',
    titled: true,
    items: [
      { key: 'programs', path: '/programs', icon: FitnessCenterIcon, permission: 'view-Program' },
      { key: 'diet_programs', path: '/diet-programs', icon: RestaurantMenuIcon, permission: 'view-DietProgram' },
      { key: 'sub_programs', path: '/sub-programs', icon: ViewListIcon, permission: 'view-SubProgram' },
      { key: 'program_classification', path: '/program-classification', icon: LabelIcon, permission: 'view-Classification' },
      { key: 'walkthrough', path: '/walkthrough', icon: SlideshowIcon, permission: 'view-Walkthrough' },
    ],
  },
  {
    key: 'training',
    titled: true,
    items: [
      {
        key: 'exercise_library',
        icon: SportsGymnasticsIcon,
        children: [
          { key: 'exercises', path: '/exercises', icon: SportsGymnasticsIcon, permission: 'view-Exercise' },
          { key: 'exercise_categories', path: '/exercises-Categories', icon: WidgetsIcon, permission: 'view-ExerciseCategory' },
          { key: 'rounds_categories', path: '/rounds-categories', icon: LoopIcon, permission: 'view-RoundCategory' },
        ],
      },
    ],
  },
  {
    key: 'sales',
    titled: true,
    items: [
      { key: 'program_prices', path: '/program-prices', icon: PaidIcon, permission: 'view-ProgramPrice' },
      { key: 'subscriptions', path: '/subscriptions/', icon: CardMembershipIcon, permission: 'view-Subscription' },
      { key: 'coupons', path: '/coupons', icon: ConfirmationNumberIcon, permission: 'view-Coupon' },
      { key: 'discounts', path: '/discounts', icon: DiscountIcon, permission: 'view-Discount' },
      { key: 'referral_discounts', path: '/referral-discounts', icon: RedeemIcon, permission: 'view-ReferralDiscount' },
      { key: 'commission', path: '/commission', icon: HandshakeIcon, permission: 'view-Commission' },
    ],
  },
  {
    key: 'payouts',
    titled: true,
    items: [
      { key: 'payout_requests', path: '/payout-requests/', icon: RequestQuoteIcon, permission: 'view-PayoutRequest' },
      { key: 'payout_accounts', path: '/payout-accounts', icon: AccountBalanceIcon, permission: 'view-PayoutAccount' },
      { key: 'referrals_tree', path: '/treeview', icon: AccountTreeIcon, permission: 'view-Referral' },
    ],
  },
  {
    key: 'communication',
    titled: true,
    items: [
      { key: 'chat_groups', path: '/chatGroup', icon: ForumIcon, permission: 'view-ChatGroup' },
      { key: 'support', path: '/support', icon: SupportAgentIcon, permission: 'view-Support' },
      { key: 'faqs', path: '/faq-list', icon: HelpCenterIcon, permission: 'view-Faq' },
    ],
  },
  {
    key: 'administration',
    titled: true,
    items: [
      { key: 'roles', path: '/roles/', icon: SecurityIcon, permission: 'view-Role' },
      { key: 'settings', path: '/settings', icon: SettingsIcon, permission: 'view-Setting' },
      { key: 'add_admin', path: '/admins/ops', icon: PersonAddIcon, permission: 'create-admins', hidden: true },
    ],
  },
];
