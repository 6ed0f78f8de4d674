// An async boundary, so Module Federation can settle the shared singletons before React loads.
import('./bootstrap');
