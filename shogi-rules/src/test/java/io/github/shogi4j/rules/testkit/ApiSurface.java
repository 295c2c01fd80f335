package io.github.shogi4j.rules.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.Stream;

/**
 * A check of a module's API surface by reflection, for each module's tests: no public or protected
 * member of a public type in an exported package names a type of a package that this project's
 * modules do not export to everyone (an internal package), or a type that is not public; and no
 * class of the module, exported or not, holds a static field that code could set after class
 * initialisation (a non-final static field, or a static atomic reference): the shape of a hidden
 * installer, where a public class hands internal packages an accessor at start-up.
 *
 * <p>Tests run on the class path, so the modules are read from their {@code module-info.class}
 * files, and the classes of a module from the directory or jar that holds its descriptor.
 */
public final class ApiSurface {
  private ApiSurface() {}

  /** The prefix of this project's module names. */
  private static final String PROJECT = "io.github.shogi4j";

  /**
   * Every problem of the module holding a class.
   *
   * @param anyClassOfTheModule a class of the module to check (its descriptor and classes are read
   *     from where this class was loaded)
   * @return one line per problem; empty when the surface is closed
   */
  public static List<String> problems(Class<?> anyClassOfTheModule) {
    Path root = rootOf(anyClassOfTheModule);
    ModuleDescriptor module = descriptor(root);
    Set<String> exported = new HashSet<>();
    for (ModuleDescriptor.Exports e : module.exports()) {
      if (!e.isQualified()) {
        exported.add(e.source());
      }
    }
    List<Class<?>> all = classes(root, anyClassOfTheModule.getClassLoader());
    List<Class<?>> api = new ArrayList<>();
    for (Class<?> c : all) {
      if (exported.contains(c.getPackageName()) && isVisible(c)) {
        api.add(c);
      }
    }
    List<String> out = new ArrayList<>(namingProblems(api, internalPackages()));
    out.addAll(installerProblems(all));
    return out;
  }

  /**
   * The packages of this project's modules (those whose descriptors the class path holds) that are
   * not exported to everyone.
   *
   * @return the package names
   */
  public static Set<String> internalPackages() {
    Set<String> internal = new TreeSet<>();
    try {
      Enumeration<URL> urls = ClassLoader.getSystemClassLoader().getResources("module-info.class");
      while (urls.hasMoreElements()) {
        ModuleDescriptor d;
        try (InputStream in = urls.nextElement().openStream()) {
          d = ModuleDescriptor.read(in);
        }
        if (!d.name().startsWith(PROJECT)) {
          continue;
        }
        Set<String> packages = new HashSet<>(d.packages());
        for (ModuleDescriptor.Exports e : d.exports()) {
          if (!e.isQualified()) {
            packages.remove(e.source());
          }
        }
        internal.addAll(packages);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return internal;
  }

  /**
   * The public and protected members of public types that name an internal or a non-public type.
   *
   * @param api the public types to check
   * @param internalPackages the packages whose types no API may name
   * @return one line per member and type named
   */
  public static List<String> namingProblems(
      Collection<Class<?>> api, Set<String> internalPackages) {
    List<String> out = new ArrayList<>();
    for (Class<?> c : api) {
      String where = c.getName();
      check(out, where + " extends", c.getGenericSuperclass(), internalPackages);
      for (Type t : c.getGenericInterfaces()) {
        check(out, where + " implements", t, internalPackages);
      }
      for (TypeVariable<?> v : c.getTypeParameters()) {
        for (Type b : v.getBounds()) {
          check(out, where + " <" + v.getName() + ">", b, internalPackages);
        }
      }
      for (Field f : c.getDeclaredFields()) {
        if (isApi(f)) {
          check(out, where + "." + f.getName(), f.getGenericType(), internalPackages);
        }
      }
      List<Executable> members = new ArrayList<>();
      Collections.addAll(members, c.getDeclaredConstructors());
      Collections.addAll(members, c.getDeclaredMethods());
      for (Method m : c.getMethods()) { // public methods inherited from a non-public supertype
        if (!Modifier.isPublic(m.getDeclaringClass().getModifiers())) {
          members.add(m);
        }
      }
      for (Executable e : members) {
        if (!isApi(e) || (e instanceof Method m && m.isBridge())) {
          continue;
        }
        String name = where + "." + (e instanceof Constructor ? "<init>" : e.getName()) + "(..)";
        if (e instanceof Method m) {
          check(out, name + " returns", m.getGenericReturnType(), internalPackages);
        }
        for (Type t : e.getGenericParameterTypes()) {
          check(out, name + " takes", t, internalPackages);
        }
        for (Type t : e.getGenericExceptionTypes()) {
          check(out, name + " throws", t, internalPackages);
        }
        for (TypeVariable<?> v : e.getTypeParameters()) {
          for (Type b : v.getBounds()) {
            check(out, name + " <" + v.getName() + ">", b, internalPackages);
          }
        }
      }
    }
    return out;
  }

  /**
   * The static fields that could be set after class initialisation: non-final ones, and final
   * atomic references.
   *
   * @param classes the classes to check
   * @return one line per field
   */
  public static List<String> installerProblems(Collection<Class<?>> classes) {
    List<String> out = new ArrayList<>();
    for (Class<?> c : classes) {
      for (Field f : c.getDeclaredFields()) {
        int mod = f.getModifiers();
        if (!Modifier.isStatic(mod) || f.isSynthetic()) {
          continue;
        }
        if (!Modifier.isFinal(mod)) {
          out.add(c.getName() + "." + f.getName() + " is a static field that is not final");
        } else if (f.getType() == AtomicReference.class
            || f.getType() == AtomicReferenceArray.class) {
          out.add(c.getName() + "." + f.getName() + " is a static atomic reference");
        }
      }
    }
    return out;
  }

  private static boolean isApi(Member m) {
    return !m.isSynthetic()
        && (Modifier.isPublic(m.getModifiers()) || Modifier.isProtected(m.getModifiers()));
  }

  /** A public type, and each type enclosing it public too. */
  private static boolean isVisible(Class<?> c) {
    for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
      if (!Modifier.isPublic(k.getModifiers()) || k.isAnonymousClass() || k.isLocalClass()) {
        return false;
      }
    }
    return true;
  }

  /** Adds a line for each internal or non-public type a type names, walking without recursion. */
  private static void check(List<String> out, String where, Type type, Set<String> internal) {
    List<Type> todo = new ArrayList<>();
    Set<TypeVariable<?>> seen = new HashSet<>();
    if (type != null) {
      todo.add(type);
    }
    while (!todo.isEmpty()) {
      Type t = todo.remove(todo.size() - 1);
      if (t instanceof Class<?> k) {
        while (k.isArray()) {
          k = k.getComponentType();
        }
        if (k.isPrimitive()) {
          continue;
        }
        if (internal.contains(k.getPackageName())) {
          out.add(where + " names the internal type " + k.getName());
        } else if (k.getPackageName().startsWith(PROJECT) && !isVisible(k)) {
          out.add(where + " names the non-public type " + k.getName());
        }
      } else if (t instanceof ParameterizedType p) {
        todo.add(p.getRawType());
        Collections.addAll(todo, p.getActualTypeArguments());
        if (p.getOwnerType() != null) {
          todo.add(p.getOwnerType());
        }
      } else if (t instanceof WildcardType w) {
        Collections.addAll(todo, w.getUpperBounds());
        Collections.addAll(todo, w.getLowerBounds());
      } else if (t instanceof GenericArrayType a) {
        todo.add(a.getGenericComponentType());
      } else if (t instanceof TypeVariable<?> v && seen.add(v)) {
        Collections.addAll(todo, v.getBounds());
      }
    }
  }

  /** The directory or jar a class was loaded from. */
  private static Path rootOf(Class<?> c) {
    try {
      return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("no location for " + c, e);
    }
  }

  private static ModuleDescriptor descriptor(Path root) {
    return withTree(
        root,
        tree -> {
          try (InputStream in = Files.newInputStream(tree.resolve("module-info.class"))) {
            return ModuleDescriptor.read(in);
          }
        });
  }

  /** Every class under a root, loaded without initialising it. */
  private static List<Class<?>> classes(Path root, ClassLoader loader) {
    List<String> names =
        withTree(
            root,
            tree -> {
              try (Stream<Path> files = Files.walk(tree)) {
                return files
                    .map(p -> tree.relativize(p).toString().replace('\\', '/'))
                    .filter(n -> n.endsWith(".class") && !n.endsWith("module-info.class"))
                    .filter(n -> !n.startsWith("META-INF/"))
                    .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.'))
                    .sorted()
                    .toList();
              }
            });
    List<Class<?>> out = new ArrayList<>();
    for (String n : names) {
      try {
        out.add(Class.forName(n, false, loader));
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException("cannot load " + n, e);
      }
    }
    return out;
  }

  private interface TreeReader<T> {
    T read(Path tree) throws IOException;
  }

  /** Reads a directory, or a jar as a file system. */
  private static <T> T withTree(Path root, TreeReader<T> reader) {
    try {
      if (Files.isDirectory(root)) {
        return reader.read(root);
      }
      try (FileSystem jar = FileSystems.newFileSystem(root, Map.of())) {
        return reader.read(jar.getPath("/"));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + root, e);
    }
  }
}
