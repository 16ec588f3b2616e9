// Menu icons by the names model declarations use (`menu.icon`); an unknown name gets a plain list icon.
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CategoryIcon from '@mui/icons-material/Category';
import ChatIcon from '@mui/icons-material/Chat';
import ForumIcon from '@mui/icons-material/Forum';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DiscountIcon from '@mui/icons-material/Discount';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import HistoryIcon from '@mui/icons-material/History';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import PaidIcon from '@mui/icons-material/Paid';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import QuizIcon from '@mui/icons-material/Quiz';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RecommendIcon from '@mui/icons-material/Recommend';
import RedeemIcon from '@mui/icons-material/Redeem';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import SecurityIcon from '@mui/icons-material/Security';
import SegmentIcon from '@mui/icons-material/Segment';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  AdminPanelSettings: AdminPanelSettingsIcon,
  Article: ArticleIcon,
  Assignment: AssignmentIcon,
  CardMembership: CardMembershipIcon,
  Category: CategoryIcon,
  Chat: ChatIcon,
  ConfirmationNumber: ConfirmationNumberIcon,
  CreditCard: CreditCardIcon,
  Discount: DiscountIcon,
  DynamicForm: DynamicFormIcon,
  FitnessCenter: FitnessCenterIcon,
  Forum: ForumIcon,
  HelpCenter: HelpCenterIcon,
  History: HistoryIcon,
  HomeWork: HomeWorkIcon,
  Inventory2: Inventory2Icon,
  Label: LabelIcon,
  LocalOffer: LocalOfferIcon,
  LocationCity: LocationCityIcon,
  Map: MapIcon,
  MiscellaneousServices: MiscellaneousServicesIcon,
  Paid: PaidIcon,
  People: PeopleIcon,
  Percent: PercentIcon,
  Quiz: QuizIcon,
  QuestionAnswer: QuestionAnswerIcon,
  RateReview: RateReviewIcon,
  ReceiptLong: ReceiptLongIcon,
  Recommend: RecommendIcon,
  Redeem: RedeemIcon,
  ReportProblem: ReportProblemIcon,
  RequestQuote: RequestQuoteIcon,
  RestaurantMenu: RestaurantMenuIcon,
  Security: SecurityIcon,
  Segment: SegmentIcon,
  ShoppingBag: ShoppingBagIcon,
  Slideshow: SlideshowIcon,
  ShoppingCart: ShoppingCartIcon,
  Storefront: StorefrontIcon,
  ViewList: ViewListIcon,
};

export function menuIcon(name: string | undefined): SvgIconComponent {
  return (name !== undefined && ICONS[name]) || ViewListIcon;
}
